// An uploaded SVG is a document that can run script, fetch resources and exhaust a renderer. We never
// serve the upload itself: we parse it, rebuild a new tree from an allow-list of drawing elements and
// attributes, and serialise that, so anything we did not think of is dropped rather than passed on.

import render from 'dom-serializer';
import { DomHandler, Element, Text, isCDATA, isTag, isText, type ChildNode } from 'domhandler';
import { Parser } from 'htmlparser2';

/** Why an SVG was refused; the caller turns it into a user-facing error. */
/** `too_complex`: more elements, deeper nesting or more drawing (through <use>) than we allow. */
export type SvgRefusal = 'not_svg' | 'unsafe' | 'too_complex';
export type SvgResult = { ok: true; svg: string; width: number; height: number } | { ok: false; reason: SvgRefusal };

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

const MAX_DEPTH = 256;
const MAX_ELEMENTS = 50_000;
/** Largest intrinsic width or height we accept, in px. */
const MAX_SIDE = 10_000;
/** Elements a renderer would draw once every `use` and `url(#…)` is followed (the "use bomb" guard). */
const MAX_RENDERED = 1_000_000;

// Drawing elements only. Left out on purpose: script, style (see below), foreignObject, a (turned into
// g), animation elements (they can rewrite href to javascript:), feImage, cursor, font, color-profile,
// metadata and anything else that runs code, loads a resource or carries foreign markup.
const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'switch',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'filter',
  // Not feMorphology nor feConvolveMatrix: their cost grows with a radius or kernel the file sets,
  // to minutes for a browser drawing it as for our preview (found by the outside attack).
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
  'image', // only with an inline raster data: URI, checked in sanitiseAttributes
]);

/** A link draws like a group: keep the drawing, lose the link. */
const RENAMED = new Map([['a', 'g']]);

/** Elements whose href may point at another element of the same document. */
const FRAGMENT_HREF = new Set(['use', 'textPath', 'linearGradient', 'radialGradient', 'pattern', 'filter']);

/** CSS properties that are also presentation attributes (so style declarations can become attributes). */
const PRESENTATION = new Set([
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-opacity',
  'stroke-width',
  'opacity',
  'clip-path',
  'clip-rule',
  'mask',
  'filter',
  'color',
  'display',
  'visibility',
  'overflow',
  'paint-order',
  'vector-effect',
  'shape-rendering',
  'text-rendering',
  'image-rendering',
  'color-interpolation',
  'color-interpolation-filters',
  'font-family',
  'font-size',
  'font-style',
  'font-variant',
  'font-weight',
  'font-stretch',
  'letter-spacing',
  'word-spacing',
  'text-anchor',
  'text-decoration',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'writing-mode',
  'direction',
  'unicode-bidi',
  'marker-start',
  'marker-mid',
  'marker-end',
  'stop-color',
  'stop-opacity',
  'flood-color',
  'flood-opacity',
  'lighting-color',
]);

/** Unprefixed attributes we keep (values are still checked by safeValue). No on*, no style, no href. */
const ATTRIBUTES = new Set([
  ...PRESENTATION,
  'id',
  'class',
  'version',
  'viewBox',
  'preserveAspectRatio',
  'transform',
  'd',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'width',
  'height',
  'points',
  'pathLength',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'method',
  'spacing',
  'side',
  'offset',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerUnits',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'orient',
  'filterUnits',
  'primitiveUnits',
  // filter primitives
  'in',
  'in2',
  'result',
  'stdDeviation',
  'edgeMode',
  'mode',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'type',
  'values',
  'tableValues',
  'slope',
  'intercept',
  'amplitude',
  'exponent',
  'order',
  'kernelMatrix',
  'divisor',
  'bias',
  'targetX',
  'targetY',
  'preserveAlpha',
  'kernelUnitLength',
  'surfaceScale',
  'diffuseConstant',
  'specularConstant',
  'specularExponent',
  'azimuth',
  'elevation',
  'z',
  'pointsAtX',
  'pointsAtY',
  'pointsAtZ',
  'limitingConeAngle',
  'scale',
  'xChannelSelector',
  'yChannelSelector',
  'radius',
  'baseFrequency',
  'numOctaves',
  'seed',
  'stitchTiles',
]);

/** Functions an attribute value may call: colours, transforms, filter functions, and url() (#id only). */
const FUNCTIONS = new Set([
  'url',
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'icc-color',
  'matrix',
  'translate',
  'translatex',
  'translatey',
  'scale',
  'scalex',
  'scaley',
  'rotate',
  'skewx',
  'skewy',
  'calc',
  'min',
  'max',
  'clamp',
  'blur',
  'brightness',
  'contrast',
  'drop-shadow',
  'grayscale',
  'hue-rotate',
  'invert',
  'opacity',
  'saturate',
  'sepia',
]);

const ID = String.raw`[\p{L}\p{N}_.:-]+`;
const FRAGMENT = new RegExp(String.raw`^\s*#${ID}\s*$`, 'u');
/** Sticky: tried exactly where a url( starts. */
const LOCAL_URL = new RegExp(String.raw`url\(\s*(['"]?)#${ID}\1\s*\)`, 'iuy');
const URL_REFERENCE = /url\(\s*['"]?#([^'")\s]+)/g;
const DATA_IMAGE = /^\s*data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;
/** What a URL parser skips inside a scheme ("java\tscript:"). */
const IGNORABLE = String.raw`[\s\0-\x1f]*`;
/**
 * Belt and braces: schemes and CSS tricks that have no business in a drawing attribute, with
 * IGNORABLE characters allowed between their letters. (Removing those characters before testing
 * built a new string of every gap: 0.9 s for a 14 MB path.)
 */
const NEVER = new RegExp(
  ['javascript:', 'vbscript:', '@import', 'expression('].map((word) => [...word].map((char) => char.replace(/[(]/, '\\(')).join(IGNORABLE)).join('|'),
  'i',
);
/** Characters XML 1.0 cannot carry (a lone surrogate included); they would make the output unparseable. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this matches
const NOT_XML = /[\0-\x08\v\f\x0e-\x1f\ufffe\uffff]|\p{Cs}/gu;
/** The one processing instruction we accept, the XML declaration at the very start. */
const XML_DECLARATION = /^\s*<\?xml\s[^?]*\?>/;
/** DOCTYPE, ENTITY and every other markup declaration, and every processing instruction. */
const DECLARATION_OR_PI = /<!(?!--|\[CDATA\[)|<\?/;
/**
 * The DOCTYPE design tools write (Illustrator's, a public id and no internal subset): it declares no
 * entity, the parser ignores it and it is never written out, so it is let through.
 */
const PLAIN_DOCTYPE = /^(\s*<\?xml\s[^?]*\?>)?((?:\s|<!--(?:(?!-->)[\s\S])*-->)*)<!DOCTYPE\s+svg(?:\s+PUBLIC\s+"[^"<>[\]]*"(?:\s+"[^"<>[\]]*")?)?\s*>/i;

export type CleanedSvg = { ok: true; bytes: Uint8Array<ArrayBuffer>; width: number; height: number; embedded: string[] } | { ok: false; reason: SvgRefusal };

/**
 * sanitizeSvg as an upload needs it, run in a worker thread (offThread's `sanitizeSvg`): the cleaned
 * drawing as UTF-8 bytes, the form it is stored, hashed and drawn in, and the base64 of each picture
 * it embeds (data: URIs, the only ones kept). Encoding 15 MB of text and searching it both take
 * milliseconds the server's event loop would otherwise spend.
 */
export function cleanUploadedSvg(bytes: Uint8Array): CleanedSvg {
  const result = sanitizeSvg(bytes);
  if (!result.ok) return result;
  const embedded = [...result.svg.matchAll(/data:image\/[a-z]+;base64,([A-Za-z0-9+/=\s]+)/gi)].map((match) => match[1]);
  return { ok: true, bytes: new TextEncoder().encode(result.svg), width: result.width, height: result.height, embedded };
}

/** An uploaded SVG made safe to serve and to render: an allow-list of elements and attributes, re-serialised. */
export function sanitizeSvg(bytes: Uint8Array): SvgResult {
  const text = decodeUtf8(bytes);
  if (text === undefined || !startsWithSvgRoot(text)) return { ok: false, reason: 'not_svg' };
  // XXE and entity expansion ("billion laughs") need a DTD; xml-stylesheet pulls in CSS. Refuse both.
  if (DECLARATION_OR_PI.test(text.replace(PLAIN_DOCTYPE, '$1$2').replace(XML_DECLARATION, ''))) return { ok: false, reason: 'unsafe' };

  const doc = parseBounded(text);
  if (!doc) return { ok: false, reason: 'too_complex' };
  const tops = doc.filter(isTag);
  if (tops.length !== 1) return { ok: false, reason: 'not_svg' };
  const input = tops[0];
  const rootScope = scopeOf(input, INITIAL_SCOPE);
  const [ns, local] = resolve(input.name, rootScope, false);
  if (ns !== SVG_NS || local !== 'svg') return { ok: false, reason: 'not_svg' };

  const rebuilt = rebuild(input, rootScope);
  const size = intrinsicSize(rebuilt.root.attribs);
  if (!size) return { ok: false, reason: 'unsafe' };
  if (renderedSize(rebuilt.elements) > MAX_RENDERED) return { ok: false, reason: 'too_complex' };

  // The size we report is the size sharp will render at: write it back onto the root.
  const width = Math.max(1, Math.round(size.width));
  const height = Math.max(1, Math.round(size.height));
  rebuilt.root.attribs = {
    xmlns: SVG_NS,
    ...(rebuilt.usesXlink ? { 'xmlns:xlink': XLINK_NS } : {}),
    ...rebuilt.root.attribs,
    width: String(width),
    height: String(height),
  };
  const svg = render(rebuilt.root, { xmlMode: true, selfClosingTags: true });
  return { ok: true, svg, width, height };
}

function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes); // also drops a leading BOM
  } catch {
    return undefined;
  }
}

/**
 * Skips the prolog (XML declaration and other PIs, comments, a DOCTYPE) and checks that the first
 * element is svg, with or without a prefix. PIs and DOCTYPEs are skipped here, not accepted: an SVG
 * carrying one is still an SVG (refused as unsafe, not as another type of file).
 */
function startsWithSvgRoot(text: string): boolean {
  let at = 0;
  for (;;) {
    while (at < text.length && /\s/.test(text[at])) at++;
    if (text.startsWith('<?', at)) at = after(text, '?>', at + 2);
    else if (text.startsWith('<!--', at)) at = after(text, '-->', at + 4);
    else if (text.slice(at, at + 9).toUpperCase() === '<!DOCTYPE') at = afterDoctype(text, at);
    else break;
    if (at < 0) return false;
  }
  return /^<(?:[A-Za-z_][\w.-]*:)?svg[\s/>]/.test(text.slice(at, at + 80));
}

function after(text: string, end: string, from: number): number {
  const found = text.indexOf(end, from);
  return found < 0 ? -1 : found + end.length;
}

function afterDoctype(text: string, from: number): number {
  const close = text.indexOf('>', from);
  const subset = text.indexOf('[', from);
  if (subset >= 0 && subset < close) {
    const subsetEnd = text.indexOf(']', subset);
    return subsetEnd < 0 ? -1 : after(text, '>', subsetEnd);
  }
  return close < 0 ? -1 : close + 1;
}

class TooLarge extends Error {}

/** A DomHandler that stops the parse as soon as the tree gets too deep or too big. */
class BoundedDomHandler extends DomHandler {
  private elements = 0;
  override onopentag(name: string, attribs: Record<string, string>): void {
    super.onopentag(name, attribs);
    // tagStack holds the document node too, so the root <svg> is at depth 1.
    if (++this.elements > MAX_ELEMENTS || this.tagStack.length - 1 > MAX_DEPTH) throw new TooLarge();
  }
}

/**
 * Same as htmlparser2's parseDocument(text, { xmlMode: true }), except that it gives up early on
 * hostile nesting: htmlparser2 keeps an open-tag stack it scans on every close tag, so an unbounded
 * depth would make the parse itself quadratic.
 */
function parseBounded(text: string): ChildNode[] | undefined {
  const handler = new BoundedDomHandler(undefined, { xmlMode: true });
  try {
    new Parser(handler, { xmlMode: true }).end(text);
  } catch (error) {
    if (error instanceof TooLarge) return undefined;
    throw error;
  }
  return handler.root.children;
}

/**
 * The namespace declarations of one element (prefix, '' for the default namespace → URI), chained to
 * its parent's: looked up along the chain (at most MAX_DEPTH long) rather than copied per element.
 */
interface Scope {
  bindings: ReadonlyMap<string, string>;
  parent?: Scope;
}

// No xmlns at all is common in hand-written files and renderers accept it, so SVG is the default;
// xlink and xml are bound even when a file forgets to declare them.
const INITIAL_SCOPE: Scope = {
  bindings: new Map([
    ['', SVG_NS],
    ['xlink', XLINK_NS],
    ['xml', XML_NS],
  ]),
};

function scopeOf(element: Element, parent: Scope): Scope {
  let bindings: Map<string, string> | undefined;
  for (const [name, value] of Object.entries(element.attribs)) {
    if (name !== 'xmlns' && !name.startsWith('xmlns:')) continue;
    bindings ??= new Map();
    bindings.set(name === 'xmlns' ? '' : name.slice('xmlns:'.length), value);
  }
  return bindings ? { bindings, parent } : parent;
}

function lookup(scope: Scope, prefix: string): string | undefined {
  for (let at: Scope | undefined = scope; at; at = at.parent) {
    const uri = at.bindings.get(prefix);
    if (uri !== undefined) return uri;
  }
  return undefined;
}

/** [namespace URI, local name]; unprefixed attributes are in no namespace (''). */
function resolve(qualified: string, scope: Scope, attribute: boolean): [string | undefined, string] {
  const colon = qualified.indexOf(':');
  if (colon < 0) return [attribute ? '' : lookup(scope, ''), qualified];
  return [lookup(scope, qualified.slice(0, colon)), qualified.slice(colon + 1)];
}

type Declarations = [property: string, value: string][];

interface Rebuilt {
  root: Element;
  /** Every element of the new tree, parents before children. */
  elements: Element[];
  usesXlink: boolean;
}

/**
 * Builds a fresh tree: allowed SVG-namespace elements (unprefixed), their checked attributes and text.
 * Iterative, so no input can exhaust the call stack.
 */
function rebuild(input: Element, rootScope: Scope): Rebuilt {
  const state = { usesXlink: false };
  const styled: { element: Element; inline: Declarations }[] = [];
  const sheets: string[] = [];
  const elements: Element[] = [];

  const adopt = (source: Element, name: string, scope: Scope, parent: Element | undefined): Element | undefined => {
    const checked = sanitiseAttributes(source, name, scope, state);
    if (!checked) return undefined;
    const element = new Element(RENAMED.get(name) ?? name, checked.attribs);
    if (parent) {
      element.parent = parent;
      parent.children.push(element);
    }
    elements.push(element);
    if (checked.attribs.class !== undefined || checked.inline.length > 0) styled.push({ element, inline: checked.inline });
    return element;
  };

  const root = adopt(input, 'svg', rootScope, undefined)!;
  const stack: { node: ChildNode; parent: Element; scope: Scope }[] = [];
  const pushChildren = (node: Element, parent: Element, scope: Scope) => {
    for (let i = node.children.length - 1; i >= 0; i--) stack.push({ node: node.children[i], parent, scope });
  };
  pushChildren(input, root, rootScope);

  while (stack.length > 0) {
    const { node, parent, scope: parentScope } = stack.pop()!;
    if (isText(node)) appendText(parent, node.data);
    else if (isCDATA(node)) appendText(parent, textOf(node.children));
    else if (isTag(node)) {
      const scope = scopeOf(node, parentScope);
      const [ns, local] = resolve(node.name, scope, false);
      if (ns !== SVG_NS) continue; // foreign markup (XHTML, sodipodi, …) goes with its content
      if (local === 'style') {
        if (!node.attribs.type || node.attribs.type === 'text/css') sheets.push(textOf(node.children));
        continue;
      }
      if (!ELEMENTS.has(local) && !RENAMED.has(local)) continue;
      const element = adopt(node, local, scope, parent);
      if (element) pushChildren(node, element, scope);
    }
    // Comments and directives are dropped.
  }

  applyStyles(sheets, styled);
  return { root, elements, usesXlink: state.usesXlink };
}

function appendText(parent: Element, data: string): void {
  const text = new Text(data.replace(NOT_XML, ''));
  text.parent = parent;
  parent.children.push(text);
}

function textOf(nodes: ChildNode[]): string {
  return nodes.map((node) => (isText(node) ? node.data : isCDATA(node) ? textOf(node.children) : '')).join('');
}

/** The kept attributes of an element, plus its style declarations; undefined drops the element. */
function sanitiseAttributes(
  element: Element,
  name: string,
  scope: Scope,
  state: { usesXlink: boolean },
): { attribs: Record<string, string>; inline: Declarations } | undefined {
  const attribs: Record<string, string> = {};
  let inline: Declarations = [];
  for (const [qualified, raw] of Object.entries(element.attribs)) {
    const [ns, local] = resolve(qualified, scope, true);
    const value = raw.replace(NOT_XML, '');
    if (local === 'href' && (ns === '' || ns === XLINK_NS)) {
      const key = ns === XLINK_NS ? 'xlink:href' : 'href';
      if (name === 'image') {
        // An image may only embed a raster; anything pointing elsewhere drops the element.
        if (!DATA_IMAGE.test(value)) return undefined;
        attribs[key] = value.replace(/\s+/g, '');
      } else if (FRAGMENT_HREF.has(name) && FRAGMENT.test(value)) {
        attribs[key] = value.trim();
      } else if (name === 'use') {
        return undefined; // a use of another document (or of script) is dropped whole
      } else continue;
      if (key === 'xlink:href') state.usesXlink = true;
    } else if (ns === XML_NS && (local === 'space' || local === 'lang')) {
      const safe = safeValue(value);
      if (safe !== undefined) attribs[`xml:${local}`] = safe;
    } else if (ns === '' && local === 'style') {
      inline = parseDeclarations(value);
    } else if (ns === '' && ATTRIBUTES.has(local)) {
      const safe = safeValue(value);
      if (safe !== undefined) attribs[local] = safe;
    }
  }
  // Without a reference these draw nothing.
  const needsHref = name === 'image' || name === 'use';
  if (needsHref && attribs.href === undefined && attribs['xlink:href'] === undefined) return undefined;
  return { attribs, inline };
}

/**
 * An attribute value, or undefined when it could reach outside the document or run anything: every
 * "(" must open an allowed function, url() may only name a local #id, and CSS escapes (which could
 * spell any of that) are refused outright.
 */
function safeValue(value: string): string | undefined {
  if (value.includes('\\') || NEVER.test(value)) return undefined;
  for (let open = value.indexOf('('); open >= 0; open = value.indexOf('(', open + 1)) {
    // Read the function name backwards from "(" (a forward regex here would be quadratic).
    let end = open;
    while (end > 0 && /\s/.test(value[end - 1])) end--;
    let start = end;
    while (start > 0 && /[\w-]/.test(value[start - 1])) start--;
    const fn = value.slice(start, end).toLowerCase();
    if (!FUNCTIONS.has(fn)) return undefined;
    LOCAL_URL.lastIndex = start;
    if (fn === 'url' && !LOCAL_URL.test(value)) return undefined;
  }
  return value;
}

/** "a: b; c: d" → [["a", "b"], ["c", "d"]], lower-cased properties, !important dropped. */
function parseDeclarations(css: string): Declarations {
  const declarations: Declarations = [];
  for (const part of stripCssComments(css).split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const property = part.slice(0, colon).trim().toLowerCase();
    const value = part
      .slice(colon + 1)
      .replace(/!\s*important\s*$/i, '')
      .trim();
    if (property && value) declarations.push([property, value]);
  }
  return declarations;
}

function stripCssComments(css: string): string {
  let out = '';
  let at = 0;
  for (let open = css.indexOf('/*'); open >= 0; open = css.indexOf('/*', at)) {
    out += css.slice(at, open);
    const close = css.indexOf('*/', open + 2);
    if (close < 0) return out;
    at = close + 2;
  }
  return out + css.slice(at);
}

/**
 * Style sheets and style attributes are not served: their declarations become presentation
 * attributes (through the same checks), so Inkscape's style="…" and Illustrator's .st0{…} still draw.
 * Only simple class rules are understood; the cascade is presentation attribute < class rule
 * (later rules win) < style attribute.
 */
function applyStyles(sheets: string[], styled: { element: Element; inline: Declarations }[]): void {
  // Per class, per property: the value of the last rule that sets it. Work stays linear in the input
  // however many rules and classes there are.
  const byClass = new Map<string, Map<string, { rule: number; value: string }>>();
  let rule = 0;
  for (const sheet of sheets) {
    const css = stripCssComments(sheet);
    // A block's selector is the text since the previous brace or statement (so rules nested in @media
    // are read as if unconditional, which is harmless).
    let start = 0;
    let selector: string | undefined;
    for (let i = 0; i < css.length; i++) {
      if (css[i] === ';' && selector === undefined) {
        start = i + 1; // the end of an @import or @charset statement
      } else if (css[i] === '{') {
        selector = css.slice(start, i);
        start = i + 1;
      } else if (css[i] === '}') {
        if (selector !== undefined) {
          const declarations = presentationOf(parseDeclarations(css.slice(start, i)));
          rule++;
          for (const simple of selector.split(',')) {
            const name = /^\s*\.([\w-]+)\s*$/.exec(simple)?.[1];
            if (name === undefined) continue;
            const properties = byClass.get(name) ?? new Map<string, { rule: number; value: string }>();
            byClass.set(name, properties);
            for (const [property, value] of declarations) properties.set(property, { rule, value });
          }
        }
        selector = undefined;
        start = i + 1;
      }
    }
  }

  for (const { element, inline } of styled) {
    const chosen = new Map<string, { rule: number; value: string }>();
    for (const name of (element.attribs.class ?? '').split(/\s+/)) {
      for (const [property, candidate] of byClass.get(name) ?? []) {
        if ((chosen.get(property)?.rule ?? -1) < candidate.rule) chosen.set(property, candidate);
      }
    }
    for (const [property, { value }] of chosen) element.attribs[property] = value;
    for (const [property, value] of presentationOf(inline)) element.attribs[property] = value;
  }
}

/** The declarations that are presentation attributes with a safe value, the last of each winning. */
function presentationOf(declarations: Declarations): Map<string, string> {
  const kept = new Map<string, string>();
  for (const [property, value] of declarations) {
    const safe = PRESENTATION.has(property) ? safeValue(value.replace(NOT_XML, '')) : undefined;
    if (safe !== undefined) kept.set(property, safe);
  }
  return kept;
}

/** A length in px ("12", "12px", "1.5e2"); undefined when absent or in other units (%, em, mm…). */
function parseLength(value: string | undefined): number | undefined {
  const match = value === undefined ? null : /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*(?:px)?\s*$/i.exec(value);
  return match ? Number(match[1]) : undefined;
}

/** The viewBox's width and height; undefined when absent or malformed (renderers ignore it then). */
function parseViewBox(value: string | undefined): { width: number; height: number } | undefined {
  if (value === undefined) return undefined;
  const parts = value
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (parts.length !== 4 || parts.some((n) => Number.isNaN(n))) return undefined;
  return { width: parts[2], height: parts[3] };
}

const sane = (n: number | undefined): n is number => n !== undefined && Number.isFinite(n) && n > 0 && n <= MAX_SIDE;

/**
 * Width and height from the root's px/unitless attributes, else the viewBox (keeping its aspect ratio
 * when only one side is given), else the 300x150 default of a replaced element. A size that is given
 * but unusable (0, negative, huge) with nothing sane to fall back on is undefined: refused.
 */
function intrinsicSize(attribs: Record<string, string>): { width: number; height: number } | undefined {
  const width = parseLength(attribs.width);
  const height = parseLength(attribs.height);
  if (sane(width) && sane(height)) return { width, height };
  const box = parseViewBox(attribs.viewBox);
  if (box) {
    if (!sane(box.width) || !sane(box.height)) return undefined;
    const ratio = box.height / box.width;
    if (sane(width) && height === undefined && sane(width * ratio)) return { width, height: width * ratio };
    if (sane(height) && width === undefined && sane(height / ratio)) return { width: height / ratio, height };
    return box;
  }
  if ((width !== undefined && !sane(width)) || (height !== undefined && !sane(height))) return undefined;
  return { width: width ?? 300, height: height ?? 150 };
}

/**
 * How many elements a renderer would draw, counting each element once per path that reaches it
 * through children, href="#id" and url(#id). A chain of uses that each repeat the previous one ten
 * times is tiny on disk and billions of elements to draw; a reference cycle counts as infinite.
 */
function renderedSize(elements: Element[]): number {
  const byId = new Map<string, Element>();
  for (const element of elements) {
    const id = element.attribs.id;
    if (id !== undefined && !byId.has(id)) byId.set(id, element);
  }
  const dependencies = (element: Element): Element[] => {
    const deps = element.children.filter(isTag);
    for (const [name, value] of Object.entries(element.attribs)) {
      const ids =
        name === 'href' || name === 'xlink:href' ? (value.startsWith('#') ? [value.slice(1)] : []) : [...value.matchAll(URL_REFERENCE)].map((m) => m[1]);
      for (const id of ids) {
        const target = byId.get(id);
        if (target) deps.push(target);
      }
    }
    return deps;
  };

  // Iterative post-order with memo: a node is "open" from its first visit until its total is known;
  // meeting an open node again means a cycle.
  const total = new Map<Element, number>();
  const open = new Map<Element, Element[]>();
  const stack = [elements[0]];
  while (stack.length > 0) {
    const element = stack[stack.length - 1];
    if (total.has(element)) {
      stack.pop();
      continue;
    }
    const deps = open.get(element);
    if (!deps) {
      const found = dependencies(element);
      open.set(element, found);
      for (const dep of found) {
        if (open.has(dep) && !total.has(dep)) return Infinity;
        if (!total.has(dep)) stack.push(dep);
      }
      continue;
    }
    const sum = deps.reduce((acc, dep) => acc + total.get(dep)!, 1);
    if (sum > MAX_RENDERED) return sum;
    total.set(element, sum);
    stack.pop();
  }
  return total.get(elements[0]) ?? 0;
}
