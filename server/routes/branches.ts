import type { App } from '../http';

export default async function branchesRoutes(_app: App) {}
