import type { App } from '../http';

export default async function accountRoutes(_app: App) {}
