// Text written into the XML feeds: escaped, and without the characters XML 1.0 forbids (control
// characters, lone surrogates, U+FFFE/U+FFFF), which would make a strict reader drop the whole feed.

const notXmlChar = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe in XML content and attribute values alike. */
export function xmlText(text: string): string {
  return text.replace(notXmlChar, '').replace(/[&<>"']/g, (c) => entities[c]);
}

/** `<name>text</name>`, escaped; nothing when there is no text. */
export function xmlElement(name: string, text: string | null | undefined): string {
  return text ? `<${name}>${xmlText(text)}</${name}>` : '';
}
