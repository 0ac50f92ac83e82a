import {
  Box,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode, Ref } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportProblem } from '../../imports/importKinds';

/** Every problem row: Satır, Sütun, Sebep. Long lists scroll inside the page. */
export function ProblemTable({ problems }: { problems: ImportProblem[] }) {
  const translate = useTranslate();
  return (
    // Reachable with the keyboard, so a keyboard user can scroll a long list of problems.
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={translate('app.import.problems_caption')}
      sx={{ maxHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" stickyHeader aria-label={translate('app.import.problems_caption')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 80 }}>{translate('app.import.row')}</TableCell>
            <TableCell sx={{ width: 160 }}>{translate('app.import.problem_column')}</TableCell>
            <TableCell>{translate('app.import.problem_reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {problems.map((problem, index) => (
            // A row may have several problems, even two in one column.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is never reordered
            <TableRow key={index}>
              <TableCell>{problem.row}</TableCell>
              <TableCell>{problem.column}</TableCell>
              <TableCell>{problem.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A step's heading; after a move the focus lands on it (see `headingRef` of the wizard). */
export function StepHeading({
  children,
  headingRef,
}: {
  children: ReactNode;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <Typography variant="h6" component="h2" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
      {children}
    </Typography>
  );
}

/** A progress bar with the same words said to screen readers (reading the file, sending its rows). */
export function ProgressLine({ percent, label }: { percent: number | null; label: string }) {
  return (
    <Box>
      <LinearProgress
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        aria-label={label}
      />
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
        {label}
      </Typography>
    </Box>
  );
}
