import { useIsBrowser } from '@cci/shared-ui';
import { Clapperboard } from 'lucide-react';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { FEATURED_VIDEO, PROMO_VIDEO } from '../../../content/home';
import { useMediaFailure } from '../hooks/use-media-failure';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${(p) => p.theme.radius.xl};
  box-shadow: ${(p) => p.theme.shadow.lg};
  background: ${(p) => p.theme.color.night};
  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
const Fallback = styled.div`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${(p) => p.theme.space(3)};
  height: 100%;
  padding: ${(p) => p.theme.space(6)};
  text-align: center;
  color: ${(p) => p.theme.color.primaryLine};
  background: ${(p) => p.theme.gradient.nightEven};
  svg {
    width: 40px;
    height: 40px;
    color: ${(p) => p.theme.color.primaryLight};
  }
  h3 {
    color: ${(p) => p.theme.color.onDark};
    font-size: ${(p) => p.theme.fontSize.xl};
  }
  p {
    max-width: 40ch;
    font-size: ${(p) => p.theme.fontSize.sm};
  }
`;

/**
 * The featured promo video with controls (spec §2 Home). Only its metadata loads up front; if the file cannot
 * load, the error is logged and the "Promotional Video" panel takes its place (spec §8). The pre-rendered page
 * holds only the frame (same size): the video element comes with the page's scripts, which also handle its errors.
 */
export function FeaturedVideo() {
  const [failed, setFailed] = useState(false);
  const inBrowser = useIsBrowser();
  const { onAttach, onError } = useMediaFailure(
    useCallback((error: MediaError | null) => {
      console.warn('Promotional video could not be loaded; showing the placeholder panel.', error);
      setFailed(true);
    }, []),
  );
  return (
    <Frame>
      {!inBrowser ? null : failed ? (
        <Fallback data-testid="promo-video-fallback">
          <Clapperboard aria-hidden="true" />
          <h3>{FEATURED_VIDEO.fallbackTitle}</h3>
          <p>{FEATURED_VIDEO.fallbackText}</p>
        </Fallback>
      ) : (
        <video
          data-testid="promo-video"
          src={PROMO_VIDEO.src}
          poster={PROMO_VIDEO.poster}
          width={PROMO_VIDEO.width}
          height={PROMO_VIDEO.height}
          controls
          playsInline
          preload="metadata"
          aria-label="The AI Network promotional video"
          ref={onAttach}
          onError={onError}
        />
      )}
    </Frame>
  );
}
