import { describe, expect, it } from 'vitest';
import { brokenLinkFlags, newMenuItem, validateMenu } from './menuForm.ts';

describe('the menu form', () => {
  it('flags the links visitors cannot see at their fields, by the path the API gives', () => {
    expect(brokenLinkFlags([{ path: '0.items.2.link', problem: 'PAGE_DELETED' }])).toEqual({ 'items.0.items.2.link': 'PAGE_DELETED' });
  });

  it('finds what the server would refuse: labels are required in both languages', () => {
    const link = newMenuItem('link');
    const group = newMenuItem('group');
    expect(link).toMatchObject({ type: 'link', label: { en: '', ar: '' }, link: { kind: 'url', url: '/' } });
    expect(link.id).not.toBe(group.id);
    expect(validateMenu([link, group])).toEqual({
      'items.0.label.en': 'required',
      'items.0.label.ar': 'required',
      'items.1.label.en': 'required',
      'items.1.label.ar': 'required',
    });
    expect(validateMenu([{ ...link, label: { en: 'About', ar: 'من نحن' } }])).toEqual({});
  });
});
