import ChecklistIcon from '@mui/icons-material/Checklist';
import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

/** Yapılacaklar: the manager's to-do list, one day at a time or the whole month as a calendar. */
export const todoPage: PageConfig = {
  name: 'todo',
  path: '/todo',
  area: 'additional_features',
  component: lazyNamed(() => import('./TodoPage'), 'TodoPage'),
  access: [{ resource: 'additional_features', action: 'list' }],
  menuOrder: 80,
  menu: [{ label: 'app.menu_pages.todo', group: 'features', icon: ChecklistIcon }],
  refusal: { title: 'app.todo.title', text: 'app.todo.not_allowed' },
};
