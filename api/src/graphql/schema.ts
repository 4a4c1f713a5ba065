import { builder } from './builder.ts';
import './types/scalars.ts';
import './types/tag.ts';
import './types/post.ts';
import './types/health.ts';

builder.queryType({});

export const schema = builder.toSchema();
