import { ImageOff } from 'lucide-react';
import { useCallback, useState, type ImgHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

/**
 * The box of a card's picture: with `$ratio` it is full width with that aspect ratio (height: auto, so the width and
 * height attributes, which only reserve space, never stretch it); without, it fills its positioned parent.
 */
const box = css<{ $ratio?: string }>`
  display: block;
  width: 100%;
  ${(p) => (p.$ratio ? `height: auto; aspect-ratio: ${p.$ratio};` : 'height: 100%;')}
`;
const Img = styled.img<{ $ratio?: string }>`
  ${box}
  object-fit: cover;
`;
const Fallback = styled.span<{ $ratio?: string; $tone?: string }>`
  ${box}
  display: grid;
  place-items: center;
  background: ${(p) => (p.$tone ? `linear-gradient(135deg, ${p.$tone} 0%, ${p.theme.color.night} 100%)` : p.theme.gradient.brand)};
  color: rgba(255, 255, 255, 0.85);
  svg {
    width: 40px;
    height: 40px;
  }
`;

type CardImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string;
  /** e.g. "16 / 9"; leave out to fill the parent. */
  ratio?: string;
  /** Colour the placeholder gradient starts from (a community's colour); the brand gradient otherwise. */
  tone?: string;
};

/**
 * A card's picture that never shows the browser's broken-image icon: if the file cannot be loaded, a gradient
 * placeholder with an icon takes its place, in the same box. A pre-rendered <img> can fail before React attaches its
 * error listener, so an image that is already complete is checked when it is attached (decode() rejects if broken).
 */
export function CardImage({ src, ratio, tone, alt = '', ...rest }: CardImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const fail = useCallback(() => setFailedSrc(src), [src]);
  const ref = useCallback(
    (el: HTMLImageElement | null) => {
      if (el?.complete && el.naturalWidth === 0) el.decode().catch(fail);
    },
    [fail],
  );
  if (failedSrc === src) {
    return (
      <Fallback
        $ratio={ratio}
        $tone={tone}
        data-testid="image-fallback"
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        <ImageOff aria-hidden="true" />
      </Fallback>
    );
  }
  return <Img ref={ref} src={src} alt={alt} $ratio={ratio} onError={fail} {...rest} />;
}
