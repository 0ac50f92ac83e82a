import ChecklistIcon from '@mui/icons-material/Checklist';
import { lazy } from 'react';
import type { PageConfig } from '../types';
import * as messages from './messages';

/** Yapılacaklar: the manager's to-do list, one day at a time or the whole month as a calendar. */
export const todoPage: PageConfig = {
  name: 'todo',
  path: '/todo',
  area: 'additional_features',
  component: lazy(() => import('./TodoPage').then((m) => ({ default: m.TodoPage }))),
  access: [{ resource: 'additional_features', action: 'list' }],
  menuOrder: 80,
  menu: [{ label: 'app.menu_pages.todo', group: 'features', icon: ChecklistIcon }],
  refusal: { title: 'app.todo.title', text: 'app.todo.not_allowed' },
  messages,
};
