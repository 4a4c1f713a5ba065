// Lays out the diagrams of the marketing pages as boxes and lines in SVG user units: a wide form
// for desktops and a narrow, stacked one for phones; mirrored for right-to-left languages.

export type DiagramKind = 'flow' | 'hub' | 'layers' | 'zones';

export interface DiagramNode {
  label: string;
  detail?: string;
}

export interface DiagramContent {
  title: string;
  description: string;
  nodes?: DiagramNode[];
  zones?: { label: string; nodes: DiagramNode[] }[];
  link?: string;
}

export interface TextLine {
  x: number;
  y: number;
  text: string;
  size: 'label' | 'detail' | 'zone';
  anchor: 'start' | 'middle';
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  tone: 'node' | 'hub' | 'zone' | 'layer';
  lines: TextLine[];
}

export interface Edge {
  points: [number, number][];
  arrow: boolean;
  dashed?: boolean;
}

export interface Layout {
  width: number;
  height: number;
  boxes: Box[];
  edges: Edge[];
  labels: TextLine[];
}

const pad = 14;
const labelLine = 19;
const detailLine = 17;
const labelCharWidth = 8.4;
const detailCharWidth = 7;

/** Splits text into lines of at most `max` characters, at spaces (a longer word keeps its line). */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= max) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

function textBlock(node: DiagramNode, w: number) {
  const label = wrap(node.label, Math.max(6, Math.floor((w - 2 * pad) / labelCharWidth)));
  const detail = node.detail ? wrap(node.detail, Math.max(8, Math.floor((w - 2 * pad) / detailCharWidth))) : [];
  return { label, detail, h: 2 * pad + label.length * labelLine + (detail.length ? 4 + detail.length * detailLine : 0) };
}

/** A box with its text centred (or from its start edge), `h` at least the text's height. */
function box(node: DiagramNode, x: number, y: number, w: number, h: number, tone: Box['tone'], anchor: 'start' | 'middle' = 'middle'): Box {
  const block = textBlock(node, w);
  const tx = anchor === 'middle' ? x + w / 2 : x + pad;
  let ty = y + (h - block.h) / 2 + pad + 14;
  const lines: TextLine[] = [];
  for (const text of block.label) {
    lines.push({ x: tx, y: ty, text, size: 'label', anchor });
    ty += labelLine;
  }
  ty += 3;
  for (const text of block.detail) {
    lines.push({ x: tx, y: ty, text, size: 'detail', anchor });
    ty += detailLine;
  }
  return { x, y, w, h, tone, lines };
}

const heightOf = (nodes: DiagramNode[], w: number) => Math.max(...nodes.map((node) => textBlock(node, w).h));

function flow(nodes: DiagramNode[], wide: boolean): Layout {
  if (wide) {
    const width = 960;
    const gap = 44;
    const w = (width - gap * (nodes.length - 1)) / nodes.length;
    const h = heightOf(nodes, w);
    const boxes = nodes.map((node, i) => box(node, i * (w + gap), 0, w, h, 'node'));
    const edges = boxes.slice(1).map((b, i): Edge => ({
      points: [
        [boxes[i].x + w + 4, h / 2],
        [b.x - 6, h / 2],
      ],
      arrow: true,
    }));
    return { width, height: h + 2, boxes, edges, labels: [] };
  }
  const width = 360;
  const gap = 34;
  const boxes: Box[] = [];
  let y = 0;
  for (const node of nodes) {
    const h = textBlock(node, width).h;
    boxes.push(box(node, 0, y, width, h, 'node'));
    y += h + gap;
  }
  const edges = boxes.slice(1).map((b, i): Edge => ({
    points: [
      [width / 2, boxes[i].y + boxes[i].h + 4],
      [width / 2, b.y - 6],
    ],
    arrow: true,
  }));
  return { width, height: y - gap + 2, boxes, edges, labels: [] };
}

function hub([centre, ...around]: DiagramNode[], wide: boolean): Layout {
  if (wide) {
    const width = 960;
    const side = 270;
    const gap = 22;
    const left = around.slice(0, Math.ceil(around.length / 2));
    const right = around.slice(left.length);
    const h = heightOf(around, side);
    const columnHeight = (count: number) => count * h + (count - 1) * gap;
    const height = Math.max(columnHeight(left.length), columnHeight(right.length), textBlock(centre, 260).h);
    const hubBox = box(centre, (width - 260) / 2, (height - Math.max(textBlock(centre, 260).h, 110)) / 2, 260, Math.max(textBlock(centre, 260).h, 110), 'hub');
    const column = (nodes: DiagramNode[], x: number) => {
      const top = (height - columnHeight(nodes.length)) / 2;
      return nodes.map((node, i) => box(node, x, top + i * (h + gap), side, h, 'node'));
    };
    const leftBoxes = column(left, 0);
    const rightBoxes = column(right, width - side);
    const cy = hubBox.y + hubBox.h / 2;
    const edges: Edge[] = [
      ...leftBoxes.map((b): Edge => ({
        points: [
          [b.x + side, b.y + h / 2],
          [hubBox.x, cy],
        ],
        arrow: false,
      })),
      ...rightBoxes.map((b): Edge => ({
        points: [
          [b.x, b.y + h / 2],
          [hubBox.x + hubBox.w, cy],
        ],
        arrow: false,
      })),
    ];
    return { width, height, boxes: [hubBox, ...leftBoxes, ...rightBoxes], edges, labels: [] };
  }
  const width = 360;
  const indent = 36;
  const gap = 14;
  const hubHeight = textBlock(centre, width).h;
  const boxes: Box[] = [box(centre, 0, 0, width, hubHeight, 'hub')];
  let y = hubHeight + 24;
  const edges: Edge[] = [];
  for (const node of around) {
    const h = textBlock(node, width - indent).h;
    boxes.push(box(node, indent, y, width - indent, h, 'node'));
    edges.push({
      points: [
        [indent / 2, y + h / 2],
        [indent - 2, y + h / 2],
      ],
      arrow: false,
    });
    y += h + gap;
  }
  const last = boxes[boxes.length - 1];
  edges.unshift({
    points: [
      [indent / 2, hubHeight],
      [indent / 2, last.y + last.h / 2],
    ],
    arrow: false,
  });
  return { width, height: y - gap, boxes, edges, labels: [] };
}

function layers(nodes: DiagramNode[], wide: boolean): Layout {
  const width = wide ? 960 : 360;
  const gap = 10;
  const boxes: Box[] = [];
  let y = 0;
  for (const node of nodes) {
    const h = Math.max(textBlock(node, width).h, 58);
    boxes.push(box(node, 0, y, width, h, 'layer', 'start'));
    y += h + gap;
  }
  return { width, height: y - gap, boxes, edges: [], labels: [] };
}

function zones(content: DiagramContent, wide: boolean): Layout {
  const groups = content.zones ?? [];
  const width = wide ? 960 : 360;
  const heading = 44;
  const inner = 16;
  const gap = 14;
  const between = wide ? 90 : 64;
  const zoneWidth = wide ? (width - between * (groups.length - 1)) / groups.length : width;
  const nodeWidth = zoneWidth - 2 * inner;
  const zoneHeights = groups.map((zone) => heading + zone.nodes.reduce((sum, node) => sum + textBlock(node, nodeWidth).h + gap, 0) + inner - gap);
  const tallest = Math.max(...zoneHeights);
  const boxes: Box[] = [];
  const labels: TextLine[] = [];
  const frames: { x: number; y: number; h: number }[] = [];
  let cursor = 0;
  groups.forEach((zone, i) => {
    const x = wide ? i * (zoneWidth + between) : 0;
    const y = wide ? 0 : cursor;
    const h = wide ? tallest : zoneHeights[i];
    frames.push({ x, y, h });
    boxes.push({
      x,
      y,
      w: zoneWidth,
      h,
      tone: 'zone',
      lines: wrap(zone.label, Math.floor((zoneWidth - 2 * inner) / labelCharWidth))
        .slice(0, 1)
        .map((text) => ({ x: x + inner, y: y + 28, text, size: 'zone', anchor: 'start' })),
    });
    let ny = y + heading;
    for (const node of zone.nodes) {
      const nh = textBlock(node, nodeWidth).h;
      boxes.push(box(node, x + inner, ny, nodeWidth, nh, 'node'));
      ny += nh + gap;
    }
    cursor += h + between;
  });
  const edges: Edge[] = [];
  frames.slice(1).forEach((frame, i) => {
    const previous = frames[i];
    if (wide) {
      const y = tallest / 2;
      edges.push({
        points: [
          [previous.x + zoneWidth + 4, y],
          [frame.x - 4, y],
        ],
        arrow: false,
        dashed: true,
      });
      const centre = previous.x + zoneWidth + between / 2;
      wrap(content.link ?? '', 11)
        .slice(0, 3)
        .forEach((text, line, all) => labels.push({ x: centre, y: y - 10 - (all.length - 1 - line) * 16, text, size: 'detail', anchor: 'middle' }));
    } else {
      const top = previous.y + previous.h + 4;
      edges.push({
        points: [
          [width / 2, top],
          [width / 2, frame.y - 4],
        ],
        arrow: false,
        dashed: true,
      });
      if (content.link) labels.push({ x: width / 2 + 12, y: top + between / 2 + 4, text: content.link, size: 'detail', anchor: 'start' });
    }
  });
  return { width, height: wide ? tallest : cursor - between, boxes, edges, labels };
}

/** The boxes, lines and free labels of a diagram, mirrored when the language reads right to left. */
export function layoutDiagram(kind: DiagramKind, content: DiagramContent, options: { wide: boolean; rtl: boolean }): Layout {
  const nodes = content.nodes ?? [];
  const layout =
    kind === 'flow'
      ? flow(nodes, options.wide)
      : kind === 'hub'
        ? hub(nodes, options.wide)
        : kind === 'layers'
          ? layers(nodes, options.wide)
          : zones(content, options.wide);
  return options.rtl ? mirror(layout) : layout;
}

/** Mirrors a layout left to right. Text anchored at its start stays at its start, which is now the right edge (the SVG reads rtl). */
function mirror(layout: Layout): Layout {
  const flip = (x: number) => layout.width - x;
  const line = (text: TextLine): TextLine => ({ ...text, x: flip(text.x) });
  return {
    ...layout,
    boxes: layout.boxes.map((b) => ({ ...b, x: flip(b.x + b.w), lines: b.lines.map(line) })),
    edges: layout.edges.map((edge) => ({ ...edge, points: edge.points.map(([x, y]): [number, number] => [flip(x), y]) })),
    labels: layout.labels.map(line),
  };
}
