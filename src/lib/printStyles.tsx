import { GlobalStyles } from '@mui/material';

/**
 * While printing, only the page's content: the app bar, the menu and the layout's margins stay off the paper.
 * A page that prints (a report, a statement) renders it once.
 */
export const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, .MuiAppBar-root, .MuiDrawer-root, .RaSidebar-root, .RaSidebarToggleButton-root': {
          display: 'none !important',
        },
        'main, .RaLayout-content': { margin: '0 !important', padding: '0 !important' },
      },
    }}
  />
);
