import { useIsBrowser } from '@cci/shared-ui';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { PROMO_VIDEO } from '../../../content/home';
import { useMediaFailure } from '../hooks/use-media-failure';
import { useReducedMotion } from '../hooks/use-reduced-motion';

const Video = styled.video`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  object-fit: cover;
`;
const Still = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  object-fit: cover;
`;

/**
 * React sets `muted` only as a property; some mobile browsers also want the attribute before they allow a
 * muted autoplay, so it is set on the element itself.
 */
function forceMuted(el: HTMLVideoElement | null) {
  if (!el) return;
  el.muted = true;
  el.defaultMuted = true;
  el.setAttribute('muted', '');
}

/**
 * The hero's looping, muted background video (spec §2 Home). Decorative: hidden from assistive technology.
 * If it fails it is logged and removed (spec §8), leaving the hero's gradient behind the text. The pre-rendered
 * HTML holds only its poster (7 KB), in the same place: the video's 215 KB would compete with the page's scripts.
 */
export function HeroBackgroundVideo() {
  const [failed, setFailed] = useState(false);
  const still = useReducedMotion();
  const inBrowser = useIsBrowser();
  const { onAttach, onError } = useMediaFailure(
    useCallback((error: MediaError | null) => {
      console.warn('Hero background video could not be loaded; showing the gradient instead.', error);
      setFailed(true);
    }, []),
  );
  const ref = useCallback(
    (el: HTMLVideoElement | null) => {
      forceMuted(el);
      onAttach(el);
    },
    [onAttach],
  );
  if (!inBrowser) {
    return (
      <Still
        src={PROMO_VIDEO.poster}
        alt=""
        aria-hidden="true"
        width={PROMO_VIDEO.width}
        height={PROMO_VIDEO.height}
        data-replaced-in-browser=""
      />
    );
  }
  if (failed) return null;
  return (
    <Video
      ref={ref}
      data-testid="hero-video"
      src={PROMO_VIDEO.src}
      poster={PROMO_VIDEO.poster}
      width={PROMO_VIDEO.width}
      height={PROMO_VIDEO.height}
      autoPlay={!still}
      muted
      loop
      playsInline
      preload={still ? 'none' : 'auto'}
      disablePictureInPicture
      aria-hidden="true"
      tabIndex={-1}
      onError={onError}
    />
  );
}
