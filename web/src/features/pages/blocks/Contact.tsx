import styled from 'styled-components';
import { localized, telHref, useSiteSettings } from '../../../settings/siteSettings.ts';
import { BookDemo } from '../../booking/BookDemo.tsx';
import { ContactFormIsland } from '../../contact/ContactForm.tsx';
import { useBlockPage, type BlockOfType } from './context.ts';
import { BlockSection } from './Section.tsx';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.space(6)};
  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: 1fr;
  }
`;

const Office = styled.div`
  padding: ${({ theme }) => theme.space(7)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.onDark};
  h3 {
    margin-block-end: ${({ theme }) => theme.space(5)};
    font-size: 1.25rem;
  }
  dl {
    display: grid;
    gap: ${({ theme }) => theme.space(4)};
    margin: 0;
  }
  dt {
    font-size: 0.8125rem;
    font-weight: 700;
    opacity: 0.7;
  }
  dd {
    margin: 2px 0 0;
    white-space: pre-line;
  }
  a {
    color: ${({ theme }) => theme.color.glow};
  }
  .response {
    margin: ${({ theme }) => theme.space(6)} 0 0;
    padding-block-start: ${({ theme }) => theme.space(4)};
    border-block-start: 1px solid rgba(230, 241, 248, 0.15);
  }
`;

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  align-content: start;
  > div {
    position: relative;
    min-inline-size: 0;
    padding: ${({ theme }) => theme.space(7)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  h3 {
    margin-block-end: ${({ theme }) => theme.space(2)};
    font-size: 1.25rem;
  }
  > div > p {
    margin-block: 0 ${({ theme }) => theme.space(5)};
    color: ${({ theme }) => theme.color.inkSoft};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    > div {
      padding: ${({ theme }) => theme.space(5)};
    }
  }
`;

/**
 * The office panel (address, hours, email, phone: the site settings, in the visitor's language), the
 * contact form, and a demo booking when a calendar is configured.
 */
export function Contact({ block }: { block: BlockOfType<'contact'> }) {
  const settings = useSiteSettings();
  const { language } = useBlockPage();
  const address = localized(settings, 'officeAddress', language);
  const hours = localized(settings, 'businessHours', language);
  const { contactEmail, contactPhone, bookingWidgetUrl } = settings;
  return (
    <BlockSection block={block} eyebrow={block.eyebrow} title={block.title} intro={block.intro}>
      <Layout>
        <Office>
          <h3>{block.officeTitle}</h3>
          <dl>
            {address && (
              <div>
                <dt>{block.addressLabel}</dt>
                <dd>{address}</dd>
              </div>
            )}
            {hours && (
              <div>
                <dt>{block.hoursLabel}</dt>
                <dd>{hours}</dd>
              </div>
            )}
            {contactEmail && (
              <div>
                <dt>{block.emailLabel}</dt>
                <dd>
                  <a href={`mailto:${contactEmail}`} dir="ltr">
                    {contactEmail}
                  </a>
                </dd>
              </div>
            )}
            {contactPhone && (
              <div>
                <dt>{block.phoneLabel}</dt>
                <dd>
                  <a href={telHref(contactPhone)} dir="ltr">
                    {contactPhone}
                  </a>
                </dd>
              </div>
            )}
          </dl>
          <p className="response">{block.responseTime}</p>
        </Office>
        <Cards>
          <div id="contact-form">
            <ContactFormIsland />
          </div>
          {/* Without a booking calendar, "Book a demo" leads here: the card would lead to itself. */}
          {bookingWidgetUrl && (
            <div>
              <h3>{block.bookTitle}</h3>
              <p>{block.bookBody}</p>
              <BookDemo variant="secondary">{block.bookLabel}</BookDemo>
            </div>
          )}
        </Cards>
      </Layout>
    </BlockSection>
  );
}
