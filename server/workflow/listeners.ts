import type { WorkflowListener } from './events';

/**
 * Listeners called on every workflow event, in order, inside its transaction. Add yours here (alert
 * evaluation, outbreak grouping); tests pass their own list to `buildApp`.
 */
export const workflowListeners: WorkflowListener[] = [];
