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

export function Picture({
  address,
  alt,
  sizes,
  eager = false,
  className,
}: {
  address: string;
  alt?: string;
  sizes: string;
  eager?: boolean;
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
        style={stored.placeholder ? { backgroundImage: `url(${stored.placeholder})` } : undefined}
      />
    </picture>
  );
}
