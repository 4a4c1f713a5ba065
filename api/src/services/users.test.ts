import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

let app: TestApp;
beforeAll(() => { app = createTestApp(); });
afterAll(async () => { await app.cleanup(); });

describe('probe', () => {
  it('probes', async () => {
    const a = await app.createStaff({ username: 'root', role: 'ADMIN' });
    const b = await app.createStaff({ username: 'root2', role: 'ADMIN' });
    const ed = await app.createStaff({ username: 'ed', role: 'EDITOR' });
    const ta = await app.signIn('root', a.password);
    const tb = await app.signIn('root2', b.password);
    const te = await app.signIn('ed', ed.password);
    const show = async (r: Response) => console.log(r.status, JSON.stringify(Object.fromEntries(r.headers)).slice(0,0), await r.text());
    await show(await app.request('/api/auth/login', { method: 'POST', json: { username: 123, password: 'x' } }));
    await show(await app.request('/api/auth/login', { method: 'POST', body: '{bad', headers: { 'content-type': 'application/json' } }));
    await show(await app.request('/api/auth/login', { method: 'POST', json: [1] }));
    await show(await app.request('/api/users', { method: 'POST', json: { username: 'x1x', email: 'a@b.co', displayName: 'x', password: 'abcdefghijklm', role: 'BOSS' }, token: ta }));
    await show(await app.request('/api/users/abc', { token: ta }));
    await show(await app.request(`/api/users/${b.id}`, { method: 'PUT', json: { active: 'no' }, token: ta }));
    await show(await app.request(`/api/users?role=BOSS`, { token: ta }));
    console.log(JSON.stringify(await app.graphql('{ viewer { id } }')));
    const gid = Buffer.from(`User:${ed.id}`).toString('base64');
    console.log(JSON.stringify(await app.graphql('query($id: ID!){ node(id:$id) { id ... on User { username } } }', { id: gid })));
    const gida = Buffer.from(`User:${a.id}`).toString('base64');
    console.log(JSON.stringify(await app.graphql('query($id: ID!){ node(id:$id) { id ... on User { username } } }', { id: gida }, te)));
    console.log(JSON.stringify(await app.graphql('query($id: ID!){ user(id:$id) { id username } }', { id: gida }, te)));
    console.log(JSON.stringify(await app.graphql('query($id: ID!){ user(id:$id) { id username } }', { id: gid }, te)));
    console.log(JSON.stringify(await app.graphql('{ users(first: 5) { totalCount } }', {}, te)));
    // race
    const [r1, r2] = await Promise.all([
      app.request(`/api/users/${b.id}`, { method: 'PUT', json: { role: 'EDITOR' }, token: ta }),
      app.request(`/api/users/${a.id}`, { method: 'PUT', json: { role: 'EDITOR' }, token: tb }),
    ]);
    await show(r1); await show(r2);
    console.log(await app.db.user.findMany({ select: { username: true, role: true, active: true } }));
  });
});
