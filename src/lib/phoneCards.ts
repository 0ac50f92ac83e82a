/**
 * A table that turns into one card per row on a phone (below MUI's `sm`, 600 px), so its values stay on screen
 * without sideways scrolling (issue "Day two"; first done for the debts, src/money/DebtTable.tsx). The header row is
 * hidden; each cell names its column before its value through `data-label` (the header's text). Cells may say
 * where they go with a class: `card-title` the card's first line (bold, takes the room left), `card-wide` a line
 * of its own, `card-end` pushed to the card's right (a row's buttons). Empty cells take no room. On paper and
 * wider screens the table is a plain table. Give it as `sx` of the Box around the <Table>, after `tableScroll`.
 */
export const phoneCards = {
  '@media screen and (max-width: 599.95px)': {
    '& table, & tbody, & tfoot': { display: 'block' },
    '& thead': { display: 'none' },
    '& tr': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: 1.5,
      rowGap: 0.25,
      px: 1.5,
      py: 1,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& td': {
      display: 'block',
      border: 0,
      p: 0,
      whiteSpace: 'normal',
      textAlign: 'left',
      overflowWrap: 'anywhere',
    },
    '& td.card-title': { flexGrow: 1, fontWeight: 500 },
    '& td.card-wide': { flexBasis: '100%' },
    '& td.card-end': { ml: 'auto' },
    '& td[data-label]::before': {
      content: 'attr(data-label) ": "',
      color: 'text.secondary',
      fontWeight: 400,
    },
    '& td:empty': { display: 'none' },
  },
};
