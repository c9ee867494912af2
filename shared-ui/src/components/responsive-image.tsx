import styled from 'styled-components';
import { srcSetFor } from '@cci/contracts';
import type { ImgHTMLAttributes } from 'react';

/**
 * An uploaded image at the width the layout needs: AVIF where the browser reads it, else WebP, from the
 * widths the upload has (its path names them). Any other path is a plain <img>.
 */
export function ResponsiveImage({
  src,
  sizes,
  alt = '',
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & { src: string; sizes: string }) {
  const avif = srcSetFor(src, 'avif');
  const webp = srcSetFor(src, 'webp');
  if (!avif || !webp) return <img src={src} alt={alt} {...rest} />;
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      <img src={src} srcSet={webp} sizes={sizes} alt={alt} decoding="async" {...rest} />
    </picture>
  );
}

/** A 16:9 frame that crops the picture inside it to fill (a card's cover image, a thumbnail). */
export const ImageFrame = styled.span`
  display: block;
  aspect-ratio: 16 / 9;
  border-radius: ${(p) => p.theme.radius.md};
  overflow: hidden;
  background: ${(p) => p.theme.color.backgroundAlt};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
