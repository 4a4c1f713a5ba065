import styled from 'styled-components';
import { useBlockPage } from './context.ts';

// An image a block shows, by its address: an uploaded one as the blog shows it (StoredImage.tsx:
// AVIF and WebP sources, every width, its size reserved, its blurred placeholder until it arrives),
// with the library's alt text unless the block gives one; an https:// one as it is.

const Img = styled.img`
  display: block;
  inline-size: 100%;
  block-size: auto;
  background-size: cover;
  background-position: center;
`;

/** A box (CSS lengths) an image is shown whole in, at its own shape: a logo's. */
export interface PictureBox {
  inline: string;
  block: string;
}

/**
 * The width an uploaded image takes in `box`: as wide as the box allows at its shape, and no wider
 * than it comes (its `sizes`, which is the box's width, or an SVG's own width). The browser would
 * only know it once the file arrives (the image is 0 px wide until then), and lay the page out again.
 */
const widthIn = (box: PictureBox, { width, height, srcset }: { width: number; height: number; srcset: string }) =>
  `min(${box.inline}, ${box.block} * ${width} / ${height}${srcset ? '' : `, ${width}px`})`;

export function Picture({
  address,
  alt,
  sizes,
  eager = false,
  box,
  className,
}: {
  address: string;
  alt?: string;
  sizes: string;
  /** The page's opening picture (what a visitor sees first, likely its largest paint): fetched first, never lazily. */
  eager?: boolean;
  /** Shown whole in this box, its width set before it arrives; `sizes` is then the box's width. */
  box?: PictureBox;
  className?: string;
}) {
  const { images } = useBlockPage();
  const stored = images.find((one) => one.address === address)?.image;
  const loading = eager ? 'eager' : 'lazy';
  if (!stored) return <Img src={address} alt={alt ?? ''} loading={loading} decoding="async" className={className} />;
  const imageSizes = stored.srcset ? sizes : undefined;
  return (
    <picture className={className}>
      {stored.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={imageSizes} />
      ))}
      <Img
        src={stored.src}
        srcSet={stored.srcset || undefined}
        sizes={imageSizes}
        width={stored.width}
        height={stored.height}
        alt={alt || stored.alt}
        loading={loading}
        decoding={eager ? 'auto' : 'async'}
        fetchPriority={eager ? 'high' : undefined}
        style={{
          ...(box && { inlineSize: widthIn(box, stored) }),
          ...(stored.placeholder && { backgroundImage: `url(${stored.placeholder})` }),
        }}
      />
    </picture>
  );
}
