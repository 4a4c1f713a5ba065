import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import type { StoredImage_image$key } from '../../__generated__/StoredImage_image.graphql.ts';

const Img = styled.img`
  display: block;
  inline-size: 100%;
  block-size: auto;
  background-size: cover;
  background-position: center;
`;

interface StoredImageProps {
  image: StoredImage_image$key;
  alt: string;
  /** Which width the image takes on the page, for the browser to choose a file (the `sizes` attribute). */
  sizes: string;
  /** The page's main image: fetched first, never lazily. Others load when they come near the screen. */
  priority?: boolean;
  className?: string;
}

/**
 * An uploaded image as <picture>: AVIF and WebP where the browser takes them, every width in
 * srcset, its size reserved (width and height: nothing moves when it arrives) and its blurred
 * placeholder shown until then.
 */
export function StoredImage({ image, alt, sizes, priority = false, className }: StoredImageProps) {
  const data = useFragment(
    graphql`
      fragment StoredImage_image on Image {
        src
        srcset
        sources {
          type
          srcset
        }
        width
        height
        placeholder
      }
    `,
    image,
  );
  const imageSizes = data.srcset ? sizes : undefined;
  return (
    <picture className={className}>
      {data.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={imageSizes} />
      ))}
      <Img
        src={data.src}
        srcSet={data.srcset || undefined}
        sizes={imageSizes}
        width={data.width}
        height={data.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        style={data.placeholder ? { backgroundImage: `url(${data.placeholder})` } : undefined}
      />
    </picture>
  );
}
