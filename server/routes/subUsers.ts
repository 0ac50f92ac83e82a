import type { App } from '../http';

export default async function subUsersRoutes(_app: App) {}
