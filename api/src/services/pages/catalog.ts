import type { DiagramKind } from '../../../../web/src/components/diagram/layout.ts';

// What each product, deployment and solution page drew and linked to before pages were content: the
// seed (seed.ts) made their blocks from it and their copy (copy/<language>/content/<key>.json).
// The shape of a diagram and a page's neighbours are the same in both languages.

export interface InfoPageShape {
  diagram: DiagramKind;
  /** Keys of the pages it links to under "related". */
  related: string[];
}

export const infoPages: Record<string, InfoPageShape> = {
  core: { diagram: 'flow', related: ['mesh', 'vault', 'multi-model-ai-orchestration', 'on-premise-deployment'] },
  mesh: { diagram: 'hub', related: ['core', 'vault', 'multi-model-ai-orchestration', 'ai-powered-business-transformation'] },
  vault: { diagram: 'flow', related: ['core', 'console', 'ai-compliance-solutions', 'air-gapped-environments'] },
  console: { diagram: 'hub', related: ['core', 'setup-suite', 'ai-compliance-solutions', 'enterprise-ai-solutions'] },
  'setup-suite': { diagram: 'flow', related: ['console', 'on-premise-deployment', 'ai-infrastructure-smes', 'private-ai-deployment'] },
  'on-premise-deployment': { diagram: 'zones', related: ['core', 'setup-suite', 'hybrid-solutions', 'private-ai-deployment'] },
  'hybrid-solutions': { diagram: 'zones', related: ['on-premise-deployment', 'secure-cloud-deployments', 'mesh', 'enterprise-ai-solutions'] },
  'secure-cloud-deployments': { diagram: 'zones', related: ['hybrid-solutions', 'core', 'ai-infrastructure-smes', 'regional-ai-implementation'] },
  'air-gapped-environments': { diagram: 'zones', related: ['on-premise-deployment', 'vault', 'console', 'ai-compliance-solutions'] },
  'ai-infrastructure-smes': { diagram: 'flow', related: ['setup-suite', 'secure-cloud-deployments', 'core', 'ai-powered-business-transformation'] },
  'private-ai-deployment': { diagram: 'layers', related: ['core', 'vault', 'on-premise-deployment', 'ai-compliance-solutions'] },
  'enterprise-ai-solutions': { diagram: 'layers', related: ['console', 'mesh', 'hybrid-solutions', 'multi-model-ai-orchestration'] },
  'ai-compliance-solutions': { diagram: 'layers', related: ['vault', 'console', 'air-gapped-environments', 'regional-ai-implementation'] },
  'multi-model-ai-orchestration': { diagram: 'hub', related: ['core', 'mesh', 'enterprise-ai-solutions', 'ai-powered-business-transformation'] },
  'regional-ai-implementation': {
    diagram: 'hub',
    related: ['secure-cloud-deployments', 'on-premise-deployment', 'ai-compliance-solutions', 'enterprise-ai-solutions'],
  },
  'ai-powered-business-transformation': { diagram: 'flow', related: ['mesh', 'setup-suite', 'enterprise-ai-solutions', 'ai-infrastructure-smes'] },
};
