import type { FastifyInstance } from 'fastify';
import { actionWords, type ModuleDeclaration } from '../../plugins/registry.js';

/** How an entry's action reads: the label its module declared, else (an action no longer declared) its words. */
export function actionLabel(app: FastifyInstance, action: string): string {
  return app.registry.auditActions.get(action) ?? actionWords(action);
}

/** The Action and Target type filters' choices: every declared action (with its label) and target type. */
export function vocabularyChoices(app: FastifyInstance) {
  const actions = [...app.registry.auditActions.keys()].sort();
  return {
    actions,
    action_labels: Object.fromEntries(actions.map((action) => [action, actionLabel(app, action)])),
    target_types: [...app.registry.auditTargets.keys()].sort(),
  };
}

/** What the audit log itself writes: its export, and the entries of every list's export (lib/list-export.ts). */
export const auditDeclaration: ModuleDeclaration = {
  savedViewLists: ['audit-log'],
  auditActions: { 'audit.export': 'Exported the audit log' },
  auditTargets: {
    list: { name: async (_app, ids) => ids.map((id) => [id, `${id} list`] as const) },
  },
};
