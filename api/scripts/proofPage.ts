// The proof page: one of each block the site lacked before pages were content (image with caption,
// logo strip, case study, statistics, testimonial, team, certifications, pricing) under an inner
// page's opening, in both languages, as staff make it in the page editor. The browser tests read and
// photograph it (web/e2e/pageBlocks.e2e.ts); `npm run lighthouse` audits it.
import sharp from 'sharp';

const t = (en: string, ar: string) => ({ en, ar });

/** A picture to upload: a gradient with a word on it (a logo, a photo). */
export async function picture(word: string, width: number, height: number, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0b1f33"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><text x="50%" y="55%" font-family="sans-serif" font-size="${Math.round(height / 4)}" fill="#fff" text-anchor="middle">${word}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The pictures the page shows, each with its alt text, to upload to the media library. */
export const proofPictures = {
  photo: { file: 'harbour.png', make: () => picture('Harbour', 1600, 900, '#0f766e'), alt: t('The harbour at dusk', 'الميناء عند الغروب') },
  logo: { file: 'gulf-bank.png', make: () => picture('GULF', 400, 160, '#115e59'), alt: t('Gulf Bank', 'بنك الخليج') },
  face: { file: 'portrait.png', make: () => picture('LA', 400, 400, '#2dd4bf'), alt: t('Layla Al Mansouri', 'ليلى المنصوري') },
};

/** The page's titles and descriptions, as `POST /api/pages` takes them. */
export const proofTranslations = {
  en: { title: 'Proof', description: 'Our clients, in numbers.' },
  ar: { title: 'الإثبات', description: 'عملاؤنا بالأرقام.' },
};

/** Its blocks, showing the uploaded pictures at these addresses. */
export function proofBlocks({ photo, logo, face }: Record<keyof typeof proofPictures, string>) {
  const booking = { kind: 'booking' };
  return [
    {
      type: 'hero',
      id: 'intro',
      variant: 'page',
      breadcrumbs: [{ label: t('Home', 'الرئيسية'), link: { kind: 'url', url: '/' } }, { label: t('Proof', 'الإثبات') }],
      title: t('Proof from the field', 'إثباتات من الميدان'),
      lead: t('What our clients built, in their words.', 'ما بناه عملاؤنا، بكلماتهم.'),
      actions: [{ label: t('Book a demo', 'احجز عرضًا'), link: booking }],
      highlights: [],
      facts: [],
    },
    { type: 'image', id: 'photo', image: photo, caption: t('Our Dubai office at dusk', 'مكتبنا في دبي عند الغروب'), width: 'wide' },
    {
      type: 'logoStrip',
      id: 'logos',
      title: t('Trusted across the Gulf', 'موثوق به في أنحاء الخليج'),
      logos: [
        { name: t('Gulf Bank', 'بنك الخليج'), image: logo },
        { name: t('Gulf Bank Oman', 'بنك الخليج عُمان'), image: logo, link: { kind: 'url', url: 'https://example.com' } },
      ],
    },
    {
      type: 'caseStudy',
      id: 'story',
      anchor: 'gulf-bank',
      eyebrow: t('Case study', 'دراسة حالة'),
      title: t('A private assistant for 4,000 bankers', 'مساعد خاص لأربعة آلاف مصرفي'),
      client: t('Gulf Bank', 'بنك الخليج'),
      logo,
      challenge: t('Customer data could not leave the country.', 'لم يكن بالإمكان أن تغادر بيانات العملاء الدولة.'),
      solution: t('Sovra Core on premise, with Vault for documents.', 'سوفرا Core داخل المقر، مع Vault للمستندات.'),
      outcome: t('Answers in seconds, in Arabic and English.', 'إجابات في ثوانٍ، بالعربية والإنجليزية.'),
      figures: [
        { value: t('6 weeks', '6 أسابيع'), label: t('to production', 'حتى التشغيل') },
        { value: t('40%', '40%'), label: t('less time per request', 'وقت أقل لكل طلب') },
      ],
      quote: {
        text: t('It speaks our customers’ language.', 'إنه يتحدث لغة عملائنا.'),
        author: t('Omar Haddad', 'عمر حداد'),
        role: t('CIO', 'مدير تقنية المعلومات'),
      },
      action: { label: t('Talk to us', 'تواصل معنا'), link: { kind: 'url', url: '/#contact' }, style: 'secondary' },
    },
    {
      type: 'statistics',
      id: 'figures',
      tone: 'tint',
      title: t('In numbers', 'بالأرقام'),
      items: [
        { value: t('27', '27'), label: t('deployments', 'عملية نشر') },
        { value: t('6', '6'), label: t('countries', 'دول') },
        { value: t('24/7', 'على مدار الساعة'), label: t('local support', 'دعم محلي') },
      ],
    },
    {
      type: 'testimonial',
      id: 'quote',
      quote: t('We had a working assistant before the quarter ended.', 'كان لدينا مساعد يعمل قبل نهاية الربع.'),
      author: t('Layla Al Mansouri', 'ليلى المنصوري'),
      role: t('Head of Operations', 'رئيسة العمليات'),
      organisation: t('Gulf Bank', 'بنك الخليج'),
      photo: face,
    },
    {
      type: 'team',
      id: 'team',
      title: t('The team', 'الفريق'),
      members: [
        {
          name: t('Layla Al Mansouri', 'ليلى المنصوري'),
          role: t('Head of delivery', 'رئيسة التنفيذ'),
          bio: t('Ten years of data centres.', 'عشر سنوات في مراكز البيانات.'),
          photo: face,
        },
        { name: t('Omar Haddad', 'عمر حداد'), role: t('Solutions architect', 'مهندس حلول') },
      ],
    },
    {
      type: 'certifications',
      id: 'badges',
      tone: 'tint',
      title: t('Certified', 'معتمدون'),
      badges: [
        { name: t('ISO 27001', 'ISO 27001'), description: t('Information security management.', 'إدارة أمن المعلومات.') },
        { name: t('SOC 2 Type II', 'SOC 2 Type II'), image: logo },
      ],
    },
    {
      type: 'pricing',
      id: 'plans',
      title: t('Plans', 'الباقات'),
      plans: [
        {
          name: t('Starter', 'المبتدئة'),
          price: t('AED 9,000', '9,000 درهم'),
          period: t('a month', 'شهريًا'),
          features: [t('One model', 'نموذج واحد'), t('Email support', 'دعم بالبريد')],
          action: { label: t('Book a demo', 'احجز عرضًا'), link: booking },
        },
        {
          name: t('Enterprise', 'المؤسسات'),
          price: t('On request', 'حسب الطلب'),
          description: t('For regulated organisations.', 'للمؤسسات الخاضعة للتنظيم.'),
          features: [t('Every model', 'كل النماذج'), t('24/7 support', 'دعم على مدار الساعة'), t('Air-gapped option', 'خيار معزول')],
          highlighted: true,
          action: { label: t('Talk to us', 'تواصل معنا'), link: { kind: 'url', url: '/#contact' } },
        },
      ],
      footnote: t('Prices exclude VAT.', 'الأسعار لا تشمل ضريبة القيمة المضافة.'),
    },
  ];
}
