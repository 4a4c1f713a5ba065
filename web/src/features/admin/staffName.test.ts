import { describe, expect, it } from 'vitest';
import { staffName } from './staffName.ts';

describe('staffName', () => {
  it('shows the Arabic name in Arabic, the English one in English', () => {
    const user = { displayName: 'Administrator', displayNameAr: 'مدير الموقع' };
    expect(staffName(user, 'ar')).toBe('مدير الموقع');
    expect(staffName(user, 'en')).toBe('Administrator');
  });

  it('falls back to the English name when the Arabic one is empty, blank or not loaded', () => {
    expect(staffName({ displayName: 'Layla', displayNameAr: '' }, 'ar')).toBe('Layla');
    expect(staffName({ displayName: 'Layla', displayNameAr: '   ' }, 'ar')).toBe('Layla');
    expect(staffName({ displayName: 'Layla' }, 'ar')).toBe('Layla');
  });
});
