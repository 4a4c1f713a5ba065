// What a server-rendered page makes the browser download as JavaScript before any interaction, read
// from its HTML and the build's manifest: the bench prints it (`BENCH_ONLY=scripts`) and the budgets
// test (web/e2e/budgets.e2e.ts) checks that Chromium loads exactly these files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The home page's JavaScript before interaction, gzip -9, in KiB: only its start (the menus', links'
 * and language switch's enhancements, the analytics beacon) until an island is needed
 * (docs/site.md, "Pages of islands"). Issue 22 asked for at most 100.
 */
export const homeJavaScriptBudgetKb = 9;

type Manifest = Record<string, { file: string; imports?: string[] }>;

export const readManifest = (webDist: string): Manifest => JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8'));

/**
 * The page's scripts and module preloads, those in its head and those boot.ts adds after the first
 * paint (the `<template id="app-preloads">`), with everything they import statically (what a
 * dynamic import loads waits for an island or a click). Files as `assets/…`.
 */
export function initialScripts(html: string, manifest: Manifest): string[] {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const key of byFile.get(file)?.imports ?? []) visit(manifest[key].file);
  };
  for (const [, file] of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="\/(assets\/[^"]+\.js)"/g)) visit(file);
  return [...files];
}

/** The files' bytes, raw and gzip -9 (as the budgets test counts them). */
export function scriptBytes(webDist: string, files: string[]): { raw: number; gzip: number } {
  return files
    .map((file) => readFileSync(join(webDist, file)))
    .reduce((sum, bytes) => ({ raw: sum.raw + bytes.length, gzip: sum.gzip + gzipSync(bytes, { level: 9 }).length }), { raw: 0, gzip: 0 });
}
