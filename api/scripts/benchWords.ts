// The words bench posts are written with (benchPosts.ts): the blog's domain in each language, most
// common first (drawn by Zipf's law, so the first few are in nearly every post), the small words
// between them, and rare words that a few dozen posts each hold. Arabic is stored as writers write
// it: hamza on alef, ta marbuta, alef maqsura, and the article "ال" added at random.

export const englishWords = `
data ai model sovereign cloud security enterprise infrastructure compliance privacy
platform deployment language private governance regulation network inference training cost
performance customer government bank hospital energy region local national strategy risk
service application team system process policy control access identity encryption key
storage compute server cluster datacenter database dataset pipeline analytics insight
adoption investment return budget efficiency productivity automation workflow integration migration
vendor partner contract license audit report framework standard requirement law
residency border transfer jurisdiction authority ministry sector industry market growth
operator telecom retail logistics aviation oil gas utility finance insurance
health patient record clinic diagnosis education university student research science engineer
developer engineering product roadmap architecture design latency throughput availability resilience backup
recovery incident monitoring observability alert log metric dashboard benchmark evaluation accuracy
quality bias fairness safety alignment guardrail prompt token context retrieval search
index vector embedding document knowledge assistant agent chatbot translation arabic english
dialect speech voice vision image video sensor edge device mobile
hardware gpu accelerator chip memory bandwidth power cooling rack facility
capacity scale scaling cost-saving pricing subscription consumption open-source weights fine-tuning
evaluation deployment-ready on-premises hybrid multi-cloud sovereignty localisation procurement tender board
executive leadership talent skill hiring training-data labelling annotation quality-assurance testing
release version upgrade patch vulnerability threat attacker breach firewall zero-trust
certificate signature consent notice retention deletion anonymisation pseudonymisation classification sensitivity
customer-service call-centre claim fraud detection anomaly forecast demand supply inventory
pilot proof-of-concept rollout phase milestone timeline quarter year decade future
`;

/** Short words between the domain words, as in any English text: each is in every post. */
export const englishSmallWords = `the of and to in a is that for on with as by this are be it from or an at which we our their can will not more has have`;

/** A few dozen posts each: what a reader who knows a rare term looks for. */
export const englishRareWords = `
zeolite basalt obsidian quartzite feldspar mangrove lagoon archipelago fjord estuary
falcon oryx gazelle dugong flamingo heron kestrel ibis osprey pelican
astrolabe sextant caravel dhow lateen bowsprit halyard keelson mizzen spinnaker
cardamom saffron frankincense myrrh sumac tamarind turmeric fenugreek nigella anise
zephyr sirocco shamal monsoon haboob squall cyclone doldrums tradewind chinook
palimpsest codex folio scriptorium vellum illumination calligraphy marginalia incunabula colophon
quasar pulsar nebula magnetar blazar perihelion aphelion solstice equinox zenith
mosaic arabesque muqarnas mashrabiya iwan minaret cupola pergola atrium loggia
`;

export const arabicWords = `
إدارة البيانات الذكاء الاصطناعي السيادة السحابة الأمن المؤسسات البنية التحتية
الامتثال الخصوصية المنصة النشر اللغة النماذج الحوكمة اللوائح الشبكة الاستدلال
التدريب التكلفة الأداء العملاء الحكومة المصارف المستشفى الطاقة المنطقة المحلية
الوطنية الاستراتيجية المخاطر الخدمة التطبيقات الفريق الأنظمة الإجراءات السياسة الرقابة
الهوية التشفير المفاتيح التخزين الحوسبة الخوادم المجموعة مراكز قاعدة المعالجة
التحليلات الرؤى التبني الاستثمار العائد الميزانية الكفاءة الإنتاجية الأتمتة التكامل
الترحيل المورد الشريك العقد الترخيص التدقيق التقرير الإطار المعيار المتطلبات
القانون الإقامة الحدود النقل الولاية الهيئة الوزارة القطاع الصناعة السوق
النمو المشغل الاتصالات التجزئة اللوجستيات الطيران النفط الغاز المرافق المالية
التأمين الصحة المريض السجلات العيادة التشخيص التعليم الجامعة الطالب البحث
العلوم المهندس المطور الهندسة المنتج خارطة الطريق المعمارية التصميم الاستجابة
الإنتاجية التوافر المرونة النسخ الاحتياطي الاستعادة الحوادث المراقبة التنبيهات السجل
المقاييس لوحة القياس التقييم الدقة الجودة التحيز العدالة السلامة المواءمة
الضوابط الأوامر الرموز السياق الاسترجاع البحث الفهرس المتجهات التضمين الوثائق
المعرفة المساعد الوكيل المحادثة الترجمة العربية الإنجليزية اللهجة الكلام الصوت
الرؤية الصورة الفيديو المستشعر الحافة الجهاز المحمول العتاد المعالجات المسرعات
الذاكرة عرض النطاق الطاقة التبريد الخزانة المنشأة السعة التوسع التسعير الاشتراك
الاستهلاك المصدر المفتوح الأوزان الضبط الدقيق الهجين المتعددة التوطين المشتريات المناقصة
المجلس التنفيذيين القيادة المواهب المهارات التوظيف التوسيم التعليقات الاختبار الإصدار
الترقية الثغرة التهديد المهاجم الاختراق الجدار الثقة الشهادة التوقيع الموافقة
الإشعار الاحتفاظ الحذف إخفاء التصنيف الحساسية خدمة المطالبات الاحتيال الكشف
الشذوذ التنبؤ الطلب الإمداد المخزون التجربة إثبات المفهوم الإطلاق المرحلة
الإنجاز الجدول الربع السنة العقد المستقبل الإمارات السعودية قطر الكويت
البحرين عمان الخليج دبي أبوظبي الرياض جدة الدوحة مسقط المنامة
أنظمة أدوات آلية أولوية أسواق إنترنت أمان إطلاق إصدار مؤسسة
رؤية شراكة منظومة مبادرة خطة هيكلة ميزة قيمة فائدة نتيجة
`;

/** Particles and small words: each is in every Arabic post. */
export const arabicSmallWords = `في من على إلى أن هذا هذه التي الذي مع عن كما بين ذلك قد لا ما هو هي كل بعد عند حتى أو ثم لدى إذا لكن`;

export const arabicRareWords = `
الأسطورة أرخبيل مخطوطة إسطرلاب زمردة قيثارة بوصلة منارة سنديانة زعفران
لؤلؤة مرجانة فسيفساء قنطرة ياقوتة عنبرة بلورة أيقونة قافلة واحة
السنبلة المئذنة القبة الأقواس المشربية الأروقة النافورة الحديقة الأطلال القلعة
الصقر المها الغزال الأطوم النحام البلشون العقاب أبوقير الفلامنجو البجع
الهيل الزعتر اللبان المر السماق التمر الهندي الكركم الحلبة حبة البركة اليانسون
الشمال السموم الهبوب العاصفة الإعصار الرياح الموسمية الضباب الندى الصقيع البرد
الكوكبة السديم النجم النابض المجرة الكسوف الخسوف الاعتدال الانقلاب الأوج الحضيض
`;

function words(list: string): string[] {
  return [...new Set(list.trim().split(/\s+/))];
}

export const vocabulary = {
  en: { domain: words(englishWords), small: words(englishSmallWords), rare: words(englishRareWords) },
  ar: { domain: words(arabicWords), small: words(arabicSmallWords), rare: words(arabicRareWords) },
};
