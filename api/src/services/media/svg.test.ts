import { DomHandler } from 'domhandler';
import { describe, expect, it, vi } from 'vitest';
import { cleanUploadedSvg, sanitizeSvg, type SvgResult } from './svg.ts';

// The sanitiser as its caller sees it: bytes in, and either a refusal or an SVG that cannot run
// script, reach outside itself or swamp a renderer, but still draws what the upload drew.

const bytes = (text: string) => new TextEncoder().encode(text);
const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const doc = (body: string, attrs = 'viewBox="0 0 100 100"') => `<svg ${NS} ${attrs}>${body}</svg>`;

function sanitize(input: string | Uint8Array): SvgResult {
  return sanitizeSvg(typeof input === 'string' ? bytes(input) : input);
}

/** The sanitised markup; fails the test if the upload was refused. */
function clean(input: string): string {
  const result = sanitize(input);
  if (!result.ok) throw new Error(`refused as ${result.reason}`);
  return result.svg;
}

function refusal(input: string | Uint8Array): string {
  const result = sanitize(input);
  return result.ok ? 'accepted' : result.reason;
}

/** Element names in the output, in order (text is escaped there, so every "<" opens a tag). */
const tags = (svg: string) => [...svg.matchAll(/<([A-Za-z][\w:.-]*)/g)].map((m) => m[1]);

/** Every href value and url(...) target in the output. */
const references = (svg: string) => [
  ...[...svg.matchAll(/href="([^"]*)"/g)].map((m) => m[1]),
  ...[...svg.matchAll(/url\(\s*(?:&quot;|&apos;)?([^)]*)\)/gi)].map((m) => m[1]),
];

/** What every sanitised output must satisfy, whatever went in. */
function expectInert(svg: string): void {
  expect(svg).not.toMatch(/<script/i);
  expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
  expect(svg).not.toMatch(/javascript:/i);
  expect(svg).not.toMatch(/foreignObject/i);
  expect(svg).not.toMatch(/<style/i);
  expect(svg).not.toMatch(/@import/i);
  for (const ref of references(svg)) expect(ref).toMatch(/^(?:#[\w.:-]+|data:image\/(?:png|jpeg|gif|webp);base64,)/);
}

describe('sanitizeSvg: script and event handlers', () => {
  it('drops script elements with their content, however they are spelled', () => {
    const svg = clean(
      doc(`
        <script>alert('plain')</script>
        <SCRIPT>alert('upper')</SCRIPT>
        <svg:script xmlns:svg="http://www.w3.org/2000/svg">alert('prefixed')</svg:script>
        <script xmlns="http://www.w3.org/1999/xhtml">alert('xhtml')</script>
        <script><![CDATA[alert('cdata')]]></script>
        <rect width="10" height="10"/>`),
    );
    expectInert(svg);
    expect(svg).not.toContain('alert');
    expect(tags(svg)).toEqual(['svg', 'rect']);
  });

  it('drops every on* attribute, in any case, and keeps the element', () => {
    const svg = clean(
      `<svg ${NS} viewBox="0 0 10 10" onload="alert(1)" ONLOAD="alert(2)">` +
        `<rect width="5" height="5" onclick="alert(3)" OnMouseOver="alert(4)" fill="red"/></svg>`,
    );
    expectInert(svg);
    expect(svg).not.toContain('alert');
    expect(svg).toContain('<rect width="5" height="5" fill="red"/>');
  });

  it('unwraps links: the javascript: href goes, the drawing inside stays (as a group)', () => {
    const svg = clean(doc(`<a xlink:href="javascript:alert(1)" href="javascript:alert(2)" transform="translate(5 5)">` + `<circle cx="5" cy="5" r="4"/></a>`));
    expectInert(svg);
    expect(tags(svg)).toEqual(['svg', 'g', 'circle']);
    expect(svg).toContain('<g transform="translate(5 5)"><circle cx="5" cy="5" r="4"/></g>');
  });

  it('decodes entities before judging: javascript&#58; in an href is still javascript:', () => {
    const svg = clean(
      doc(
        `<a href="javascript&#58;alert(1)"><rect width="1" height="1"/></a>` +
          `<use href="jav&#x61;script:alert(1)"/><rect width="2" height="2" fill="javascript&#x3A;x"/>`,
      ),
    );
    expectInert(svg);
    expect(tags(svg)).toEqual(['svg', 'g', 'rect', 'rect']);
  });

  it('drops a value that spells javascript: or @import with what a URL parser skips between the letters', () => {
    const svg = clean(
      doc(
        `<rect width="1" height="1" fill="java&#9;scr&#10;ipt :x" stroke="v b&#1;script:x"/>` +
          `<text font-family="@ im&#13;port x" fill="#0a0">Java script: what j a v a means</text>`,
      ),
    );
    expect(svg).toContain('<rect width="1" height="1"/>');
    expect(svg).toContain('<text fill="#0a0">Java script: what j a v a means</text>');
  });

  it('keeps a path of 14 MB whole', () => {
    const path = `M0 0${' L1 2'.repeat(2_900_000)}`;
    const result = sanitize(doc(`<path d="${path}"/>`));
    expect(result.ok && result.svg.includes(path)).toBe(true);
  });

  it('drops animation elements, which can rewrite href to javascript:', () => {
    const svg = clean(
      doc(
        `<a><rect width="9" height="9"><animate attributeName="href" to="javascript:alert(1)"/></rect></a>` +
          `<set attributeName="onmouseover" to="alert(1)"/>` +
          `<circle r="3"><animateTransform attributeName="transform" type="rotate" from="0" to="360"/></circle>`,
      ),
    );
    expectInert(svg);
    expect(tags(svg)).toEqual(['svg', 'g', 'rect', 'circle']);
  });

  it('drops foreignObject and any other non-SVG markup, with its content', () => {
    const svg = clean(
      doc(
        `<foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml">` +
          `<iframe src="https://evil.example/"></iframe><img src="x" onerror="alert(1)"/></body></foreignObject>` +
          `<sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"/>` +
          `<g xmlns=""><rect width="1" height="1"/></g>` +
          `<iframe/><handler/><listener/><metadata><x/></metadata><path d="M0 0H5"/>`,
      ),
    );
    expectInert(svg);
    expect(svg).not.toContain('evil');
    expect(tags(svg)).toEqual(['svg', 'path']);
  });
});

describe('sanitizeSvg: references outside the document', () => {
  it('drops a use of another document, and a use without a local reference', () => {
    const svg = clean(
      doc(
        `<use href="https://evil.example/x.svg#a"/><use xlink:href="//evil.example/x.svg#a"/>` +
          `<use href="file:///etc/passwd#a"/><use/><g id="a"/><use href="#a"/>`,
      ),
    );
    expectInert(svg);
    expect(tags(svg)).toEqual(['svg', 'g', 'use']);
    expect(svg).toContain('<use href="#a"/>');
  });

  it('keeps an image only when it embeds a png, jpeg, gif or webp data: URI', () => {
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const svg = clean(
      doc(
        `<image href="file:///etc/passwd" width="1" height="1"/>` +
          `<image xlink:href="https://evil.example/track.png"/>` +
          `<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>` +
          `<image href="javascript:alert(1)"/>` +
          `<image href="${png}" width="4" height="4" onload="alert(1)"/>`,
      ),
    );
    expectInert(svg);
    expect(tags(svg)).toEqual(['svg', 'image']);
    expect(svg).toContain(`<image href="${png}" width="4" height="4"/>`);
  });

  it('lets url() name only a local #id, and drops the attribute otherwise', () => {
    const svg = clean(
      doc(
        `<linearGradient id="g"/>` +
          `<rect width="1" height="1" fill="url(https://evil.example/#g)" stroke="url(#g)"/>` +
          `<rect width="2" height="2" fill="URL( 'file:///x' )" mask="url(&quot;#g&quot;)"/>` +
          `<rect width="3" height="3" fill="\\75rl(https://evil.example/)"/>` +
          `<rect width="4" height="4" mask="image-set('https://evil.example/x.png' 1x)" filter="expression(alert(1))"/>`,
      ),
    );
    expectInert(svg);
    expect(svg).toContain('<rect width="1" height="1" stroke="url(#g)"/>');
    expect(svg).toContain('<rect width="2" height="2" mask="url(&quot;#g&quot;)"/>');
    expect(svg).toContain('<rect width="3" height="3"/>');
    expect(svg).toContain('<rect width="4" height="4"/>');
  });

  it('keeps only local hrefs on gradients and text paths', () => {
    const svg = clean(
      doc(
        `<linearGradient id="a"/><linearGradient id="b" xlink:href="https://evil.example/g.svg#a"/>` +
          `<radialGradient id="c" href="#a"/><text><textPath href="data:text/html,x">hi</textPath></text>`,
      ),
    );
    expectInert(svg);
    expect(svg).toContain('<linearGradient id="b"/>');
    expect(svg).toContain('<radialGradient id="c" href="#a"/>');
    expect(svg).toContain('<textPath>hi</textPath>');
  });
});

describe('sanitizeSvg: styles become presentation attributes', () => {
  it('drops style sheets and their @import, keeping safe class rules as attributes', () => {
    const svg = clean(
      doc(
        `<style>@import url(https://evil.example/x.css); .st0{fill:#123456;stroke:url(https://evil.example/)}` +
          ` .st1, rect.x{stroke:#00f !important} path{fill:red}</style>` +
          `<path class="st0 st1" d="M0 0H9"/>`,
      ),
    );
    expectInert(svg);
    expect(svg).not.toContain('evil');
    expect(tags(svg)).toEqual(['svg', 'path']);
    expect(svg).toContain('<path class="st0 st1" d="M0 0H9" fill="#123456" stroke="#00f"/>');
  });

  it('turns style attributes into attributes, dropping unsafe or unknown declarations', () => {
    const svg = clean(
      doc(
        `<rect width="1" height="1" fill="red" style="fill:blue; stroke : url(#g); behavior:url(x.htc);` +
          ` stroke-width: expression(alert(1)); opacity:\\30 ; -moz-binding:url(https://evil.example/x)"/>`,
      ),
    );
    expectInert(svg);
    expect(svg).toContain('<rect width="1" height="1" fill="blue" stroke="url(#g)"/>');
  });

  it('lets the style attribute win over class rules, and later class rules over earlier ones', () => {
    const svg = clean(
      doc(
        `<defs><style><![CDATA[.a{fill:red;stroke:red} .b{fill:green} /* .b{fill:black} */]]></style></defs>` +
          `<rect class="b a" width="1" height="1" style="stroke:blue"/>`,
      ),
    );
    expect(svg).toContain('fill="green"');
    expect(svg).toContain('stroke="blue"');
  });
});

describe('sanitizeSvg: markup declarations and processing instructions', () => {
  it('refuses entity declarations before anything can expand them', () => {
    const laughs = '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>' + doc('<text>&b;</text>');
    expect(refusal(laughs)).toBe('unsafe');
    const xxe = '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>' + doc('<text>&x;</text>');
    expect(refusal(xxe)).toBe('unsafe');
  });

  it('refuses a DOCTYPE with declarations and any processing instruction but the XML declaration', () => {
    const publicId = '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">';
    // Illustrator's plain DOCTYPE declares nothing: accepted, and not written out.
    expect(refusal('<?xml version="1.0"?>\n<!-- Generator: Adobe Illustrator -->\n' + publicId + doc(''))).toBe('accepted');
    expect(refusal(publicId + '<!DOCTYPE svg [<!ENTITY x "y">]>' + doc(''))).toBe('unsafe');
    expect(refusal('<!DOCTYPE svg SYSTEM "file:///etc/passwd">' + doc(''))).toBe('unsafe');
    expect(refusal('<?xml-stylesheet href="https://evil.example/x.css"?>' + doc(''))).toBe('unsafe');
    expect(refusal(doc('<?php echo 1; ?>'))).toBe('unsafe');
    expect(refusal('<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n' + doc(''))).toBe('accepted');
  });
});

describe('sanitizeSvg: a benign drawing survives', () => {
  const logo = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generator: a design tool -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" width="120px" height="40" viewBox="0 0 120 40">
  <title>Acme</title>
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1" gradientUnits="objectBoundingBox">
      <stop offset="0" stop-color="#ff6600"/>
      <stop offset="100%" stop-color="#cc0000" stop-opacity="0.8"/>
    </linearGradient>
    <clipPath id="c"><rect width="120" height="40" rx="6"/></clipPath>
    <filter id="f"><feGaussianBlur in="SourceAlpha" stdDeviation="1" result="b"/><feOffset dx="1" dy="1"/>
      <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
    <symbol id="dot" viewBox="0 0 2 2"><circle cx="1" cy="1" r="1"/></symbol>
  </defs>
  <g clip-path="url(#c)" filter="url(#f)" transform="matrix(1 0 0 1 0 0)">
    <path d="M10 30 L20 10 L30 30 Z" fill="url(#g)" stroke="#333" stroke-width="1.5" stroke-linejoin="round"/>
    <polygon points="40,30 50,10 60,30" fill="url('#g')"/>
    <ellipse cx="80" cy="20" rx="10" ry="6" fill-opacity=".5"/>
    <use xlink:href="#dot" x="95" y="15" width="10" height="10"/>
    <text x="60" y="38" font-family="'Helvetica Neue', Arial" font-size="6" text-anchor="middle">Acme &amp; Co — ünïcode</text>
  </g>
</svg>`;

  it('keeps every drawing element and attribute, including url(#id) paints', () => {
    const result = sanitize(logo);
    expect(result).toMatchObject({ ok: true, width: 120, height: 40 });
    const svg = clean(logo);
    expectInert(svg);
    const expected = tags(logo).filter((tag) => tag !== '?xml');
    expect(tags(svg)).toEqual(expected);
    expect(svg).toContain('fill="url(#g)"');
    expect(svg).toContain('fill="url(&apos;#g&apos;)"');
    expect(svg).toContain('clip-path="url(#c)"');
    expect(svg).toContain('xlink:href="#dot"');
    expect(svg).toContain('stdDeviation="1"');
    expect(svg).not.toContain('Generator');
  });

  it('produces output that sanitises to itself', () => {
    const once = clean(logo);
    expect(clean(once)).toBe(once);
  });

  it('adds the SVG namespace when the upload forgot it, and unprefixes a prefixed document', () => {
    const bare = clean('<svg width="10" height="10"><rect width="1" height="1"/></svg>');
    expect(bare).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="1" height="1"/></svg>');
    const prefixed = clean(
      '<s:svg xmlns:s="http://www.w3.org/2000/svg" xmlns:l="http://www.w3.org/1999/xlink" width="10" height="10">' +
        '<s:g id="a"/><s:use l:href="#a"/></s:svg>',
    );
    expect(prefixed).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">' + '<g id="a"/><use xlink:href="#a"/></svg>',
    );
  });

  it('strips characters XML cannot carry, so the output stays parseable', () => {
    const svg = clean(doc('<text>a\u0001b&#x1;c</text>'));
    expect(svg).toContain('<text>abc</text>');
  });
});

describe('sanitizeSvg: intrinsic size', () => {
  const size = (attrs: string) => {
    const result = sanitize(doc('<rect width="1" height="1"/>', attrs));
    return result.ok ? [result.width, result.height] : result.reason;
  };

  it('takes width and height from px or unitless attributes, rounded', () => {
    expect(size('width="64" height="32px"')).toEqual([64, 32]);
    expect(size('width="10.6" height="0.2" viewBox="0 0 1 1"')).toEqual([11, 1]);
  });

  it('falls back to the viewBox, keeping its aspect ratio when only one side is given', () => {
    expect(size('viewBox="0 0 200 100"')).toEqual([200, 100]);
    expect(size('width="100%" height="100%" viewBox="0,0,24,24"')).toEqual([24, 24]);
    expect(size('width="50" viewBox="0 0 200 100"')).toEqual([50, 25]);
    expect(size('width="0" height="1e9" viewBox="0 0 30 20"')).toEqual([30, 20]);
  });

  it('uses 300x150 when nothing is said, and refuses a size that is absurd with no way out', () => {
    expect(size('')).toEqual([300, 150]);
    expect(size('width="20000" height="10"')).toBe('unsafe');
    expect(size('viewBox="0 0 0 0"')).toBe('unsafe');
    expect(size('viewBox="0 0 50000 50000"')).toBe('unsafe');
  });

  it('writes the reported size onto the root, so a renderer draws at that size', () => {
    const svg = clean(doc('', 'width="1e9" height="1e9" viewBox="0 0 30 20"'));
    expect(svg).toMatch(/^<svg [^>]*width="30" height="20"/);
  });
});

describe('sanitizeSvg: not an SVG', () => {
  it('refuses HTML, PNG bytes, invalid UTF-8 and empty input as not_svg', () => {
    expect(refusal('<!DOCTYPE html><html><body><svg></svg></body></html>')).toBe('not_svg');
    expect(refusal('<html><svg xmlns="http://www.w3.org/2000/svg"/></html>')).toBe('not_svg');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    expect(refusal(png)).toBe('not_svg');
    expect(refusal(new Uint8Array([...bytes('<svg xmlns="http://www.w3.org/2000/svg">'), 0xff, 0xfe, ...bytes('</svg>')]))).toBe('not_svg');
    expect(refusal('')).toBe('not_svg');
    expect(refusal('just text')).toBe('not_svg');
  });

  it('refuses an svg element that is not in the SVG namespace, or a second root', () => {
    expect(refusal('<svg xmlns="http://www.w3.org/1999/xhtml"><rect/></svg>')).toBe('not_svg');
    expect(refusal(doc('') + doc(''))).toBe('not_svg');
  });
});

describe('sanitizeSvg: inputs built to exhaust the parser or the renderer', () => {
  it('refuses 100,000 nested groups at the nesting limit, without overflowing the stack', () => {
    const deep = `<svg ${NS}>${'<g>'.repeat(100_000)}${'</g>'.repeat(100_000)}</svg>`;
    // The elements the parse opened (the real handler, counted): the svg and 256 groups, the
    // nesting limit, of the 100,001. How long it takes is a figure of `npm run bench` (benchHostile.ts).
    const opened = vi.spyOn(DomHandler.prototype, 'onopentag');
    try {
      expect(refusal(deep)).toBe('too_complex');
      expect(opened).toHaveBeenCalledTimes(257);
    } finally {
      opened.mockRestore();
    }
  });

  it('accepts reasonable nesting', () => {
    expect(refusal(`<svg ${NS}>${'<g>'.repeat(200)}<rect/>${'</g>'.repeat(200)}</svg>`)).toBe('accepted');
  });

  it('refuses more than 50,000 elements', () => {
    expect(refusal(doc('<rect/>'.repeat(50_000)))).toBe('too_complex');
    expect(refusal(doc('<rect/>'.repeat(1_000)))).toBe('accepted');
  });

  it('refuses a "use bomb": references that multiply into millions of drawn elements', () => {
    let body = '<path id="l0" d="M0 0H1"/>';
    for (let level = 1; level <= 8; level++) {
      body += `<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(10)}</g>`;
    }
    expect(refusal(doc(`<defs>${body}</defs><use href="#l8"/>`))).toBe('too_complex');
  });

  it('refuses reference cycles', () => {
    expect(refusal(doc('<g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g>'))).toBe('too_complex');
    expect(refusal(doc('<pattern id="p" width="1" height="1"><rect width="1" height="1" fill="url(#p)"/></pattern>'))).toBe('too_complex');
  });
});

describe('sanitizeSvg: what is an SVG', () => {
  it('finds the svg root past a BOM, the XML declaration, comments and whitespace', () => {
    const text = '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- made with care -->\n\n<svg xmlns="http://www.w3.org/2000/svg"/>';
    expect(refusal(text)).toBe('accepted');
    expect(refusal('<svg:svg xmlns:svg="http://www.w3.org/2000/svg"/>')).toBe('accepted');
  });

  it('finds an svg behind a DOCTYPE, and keeps the drawing, not the DOCTYPE', () => {
    const text = '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg/>';
    expect(refusal(text)).toBe('accepted');
    expect(sanitize(text).ok && (sanitize(text) as { svg: string }).svg).not.toContain('DOCTYPE');
  });

  it('finds none in HTML, other elements, binary data and invalid UTF-8', () => {
    expect(refusal('<html><body><svg/></body></html>')).toBe('not_svg');
    expect(refusal('<svgfoo/>')).toBe('not_svg');
    expect(refusal('<!-- unterminated <svg/>')).toBe('not_svg');
    expect(refusal(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('not_svg');
    expect(refusal(new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0x20, 0xc3]))).toBe('not_svg');
  });
});

describe('cleanUploadedSvg: what an upload stores, hashes and draws', () => {
  it('gives the cleaned drawing as UTF-8 bytes and the base64 of each picture it embeds', () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const input = bytes(
      `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><title>سطر</title><image href="data:image/png;base64,${png}" width="1" height="1"/><script>alert(1)</script></svg>`,
    );
    const cleaned = cleanUploadedSvg(input);
    const sanitized = sanitizeSvg(input);
    if (!cleaned.ok || !sanitized.ok) throw new Error('refused');
    expect(new TextDecoder().decode(cleaned.bytes)).toBe(sanitized.svg);
    expect(cleaned).toMatchObject({ width: 20, height: 10, embedded: [png] });
  });

  it('refuses as sanitizeSvg does', () => {
    expect(cleanUploadedSvg(bytes('<html/>'))).toEqual({ ok: false, reason: 'not_svg' });
  });
});
