import styled from 'styled-components';
import { useTranslation } from '../../../../../i18n/useTranslation.ts';
import { Spinner } from '../../../../../components/Spinner.tsx';
import { languages } from '../../../../../i18n/languages.ts';
import { Panel } from '../../../publishing/Panel.tsx';
import { AltTextFields, warnColor } from './AltTextFields.tsx';
import { needsAlt, type PostImage, type PostImages } from './usePostImages.ts';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  li.image {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    padding-block-start: ${({ theme }) => theme.space(4)};
    border-block-start: 1px solid ${({ theme }) => theme.color.line};
  }
  li.image:first-child {
    padding-block-start: 0;
    border: 0;
  }
  li.missing {
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid #e7b54a;
    border-radius: ${({ theme }) => theme.radius.md};
    background: #fffbf2;
  }
  li.missing:first-child {
    border: 1px solid #e7b54a;
    padding-block-start: ${({ theme }) => theme.space(3)};
  }
  .head {
    display: grid;
    grid-template-columns: 4.5rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(3)};
    align-items: center;
  }
  .head img,
  .head .thumb {
    inline-size: 4.5rem;
    block-size: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.canvas} center / cover no-repeat;
    display: grid;
    place-items: center;
  }
  .name {
    font-weight: 600;
    font-size: 0.9375rem;
    overflow-wrap: anywhere;
  }
  .uses {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
    margin-block-start: ${({ theme }) => theme.space(1)};
  }
  .uses span {
    padding: 0 0.5em;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.canvas};
    font-size: 0.75rem;
    font-weight: 600;
    color: ${({ theme }) => theme.color.inkSoft};
  }
  .warn {
    margin: 0;
    color: ${warnColor};
    font-weight: 600;
    font-size: 0.875rem;
  }
  .gone {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.color.danger};
  }
`;

const Summary = styled.p<{ $warn: boolean }>`
  margin: 0;
  font-size: 0.875rem;
  font-weight: ${({ $warn }) => ($warn ? 600 : 400)};
  color: ${({ theme, $warn }) => ($warn ? warnColor : theme.color.muted)};
`;

/** The images the post shows whose alt texts are missing in a language (as typed). */
export function imagesMissingAlt(images: PostImages): PostImage[] {
  return images.images.filter(({ image }) => image && languages.some((locale) => needsAlt(image, images.alt(image.id), locale)));
}

/**
 * The library images the post shows (cover and texts) with their alt texts, which a published post
 * needs in both languages: those missing one stand out, with their fields right there.
 */
export function ImagesPanel({ images, required }: { images: PostImages; required: boolean }) {
  const { t } = useTranslation('admin');
  const missing = imagesMissingAlt(images);
  const uses = (image: PostImage) => image.uses.map((use) => t(`editorImages.panel.uses.${use}`));

  return (
    <Panel aria-labelledby="post-images-heading" data-field="images">
      <h2 id="post-images-heading" tabIndex={-1}>
        {t('editorImages.panel.title')}
      </h2>
      {images.images.length === 0 ? (
        <p className="muted">{t('editorImages.panel.empty')}</p>
      ) : (
        <>
          <Summary $warn={missing.length > 0}>
            {missing.length ? t('editorImages.panel.missing', { count: missing.length }) : t('editorImages.panel.allSet')}
          </Summary>
          <p className="muted">{t('editorImages.alt.hint')}</p>
          <List>
            {images.images.map((entry) => {
              const { image } = entry;
              const lacking = image ? languages.filter((locale) => needsAlt(image, images.alt(image.id), locale)) : [];
              return (
                <li key={entry.address} className={lacking.length ? 'image missing' : 'image'}>
                  <div className="head">
                    {image ? (
                      <img
                        src={image.src}
                        srcSet={image.srcset || undefined}
                        sizes={image.srcset ? '5rem' : undefined}
                        width={image.width}
                        height={image.height}
                        alt=""
                        loading="lazy"
                        style={image.placeholder ? { backgroundImage: `url(${image.placeholder})` } : undefined}
                      />
                    ) : (
                      <span className="thumb">{image === undefined && <Spinner size="small" />}</span>
                    )}
                    <div>
                      <div className="name">
                        <bdi>{image?.name ?? entry.address}</bdi>
                      </div>
                      <div className="uses">
                        {uses(entry).map((use) => (
                          <span key={use}>{use}</span>
                        ))}
                      </div>
                    </div>
                  </div>
                  {image === null && <p className="gone">{t('editorImages.panel.gone')}</p>}
                  {lacking.length > 0 && <p className="warn">{t(`editorImages.panel.lacking.${lacking.length === 2 ? 'both' : lacking[0]}`)}</p>}
                  {image && <AltTextFields image={image} images={images} required={required} />}
                </li>
              );
            })}
          </List>
        </>
      )}
    </Panel>
  );
}
