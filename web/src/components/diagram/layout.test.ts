import { describe, expect, it } from 'vitest';
import { layoutDiagram, wrap, type DiagramContent, type DiagramKind } from './layout.ts';

const nodes = [
  { label: 'Your application', detail: 'Assistant, portal or tool' },
  { label: 'Gateway' },
  { label: 'Model runtime', detail: 'Llama 3.1 or Mistral' },
  { label: 'Servers' },
];
const content: DiagramContent = {
  title: 't',
  description: 'd',
  nodes,
  zones: [
    { label: 'On-premise', nodes: nodes.slice(0, 2) },
    { label: 'Cloud', nodes: nodes.slice(2) },
  ],
  link: 'Encrypted private link',
};
const kinds: DiagramKind[] = ['flow', 'hub', 'layers', 'zones'];

describe('diagram layout', () => {
  it('wraps labels at spaces, keeping a long word whole', () => {
    expect(wrap('one two three four', 9)).toEqual(['one two', 'three', 'four']);
    expect(wrap('supercalifragilistic x', 5)).toEqual(['supercalifragilistic', 'x']);
  });

  it.each(kinds)('%s: every box and line lies inside the drawing, in both forms', (kind) => {
    for (const wide of [true, false]) {
      const layout = layoutDiagram(kind, content, { wide, rtl: false });
      for (const box of layout.boxes) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.w).toBeLessThanOrEqual(layout.width + 0.01);
        expect(box.y + box.h).toBeLessThanOrEqual(layout.height + 0.01);
      }
      for (const [x, y] of layout.edges.flatMap((edge) => edge.points)) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(layout.width);
        expect(y).toBeLessThanOrEqual(layout.height + 0.01);
      }
    }
  });

  it('draws every node of its content', () => {
    expect(layoutDiagram('flow', content, { wide: true, rtl: false }).boxes).toHaveLength(4);
    expect(layoutDiagram('hub', content, { wide: false, rtl: false }).boxes).toHaveLength(4);
    // Two zones and their four nodes.
    expect(layoutDiagram('zones', content, { wide: true, rtl: false }).boxes).toHaveLength(6);
  });

  it.each(kinds)('%s mirrors for right-to-left: the first node moves to the right, sizes and heights unchanged', (kind) => {
    const ltr = layoutDiagram(kind, content, { wide: true, rtl: false });
    const rtl = layoutDiagram(kind, content, { wide: true, rtl: true });
    rtl.boxes.forEach((box, i) => {
      expect(box.x).toBeCloseTo(ltr.width - ltr.boxes[i].x - ltr.boxes[i].w);
      expect([box.y, box.w, box.h]).toEqual([ltr.boxes[i].y, ltr.boxes[i].w, ltr.boxes[i].h]);
    });
    if (kind === 'flow') expect(rtl.boxes[0].x).toBeGreaterThan(rtl.boxes[1].x);
  });
});
