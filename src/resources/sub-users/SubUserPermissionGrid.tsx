import {
  Box,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { AREAS, type Area, DEFAULT_LEVEL, type Level, type PermissionKey } from '../../../common/permissions';

const LEVELS: Level[] = [0, 1, 2];

/** Which wording the 0/1/2 choice uses: viewing, acting (add-edit), or sending SMS. */
type LevelKind = 'show' | 'exec' | 'send';

interface LevelSelectProps {
  source: PermissionKey;
  kind: LevelKind;
  /** The accessible name ("Muhasebe – İşlem"); the grid's headers say the same visually. */
  ariaLabel: string;
  /** A visible label, for the one cell holding two choices (SMS sending). */
  label?: string;
}

function LevelSelect({ source, kind, ariaLabel, label }: LevelSelectProps) {
  const translate = useTranslate();
  // New sub-users get level 2 everywhere (docs/domain.md, "Roles and access areas"); an edited one keeps its saved
  // levels.
  const { field } = useInput({ source, defaultValue: DEFAULT_LEVEL });
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      // Without a visible label the filled field would keep the label's room and show its value too low.
      hiddenLabel={!label}
      name={field.name}
      value={field.value ?? DEFAULT_LEVEL}
      onChange={(event) => field.onChange(Number(event.target.value))}
      onBlur={field.onBlur}
      slotProps={{ htmlInput: label ? {} : { 'aria-label': ariaLabel } }}
    >
      {LEVELS.map((level) => (
        <MenuItem key={level} value={level}>
          {translate(`app.permissions.levels.${kind}.${level}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The 18 permission levels as one grid: a row per area, a column for viewing (show_) and one for acting
 * (exec_). Reports can only be viewed; the SMS row also holds sending (send_sms).
 */
export function SubUserPermissionGrid() {
  const translate = useTranslate();
  const showLabel = translate('app.permissions.show');
  const execLabel = translate('app.permissions.exec');
  return (
    <Box sx={{ width: '100%', mt: 2 }}>
      <Typography variant="h6" component="h2" id="permissions-title">
        {translate('app.permissions.title')}
      </Typography>
      <TableContainer sx={{ maxWidth: 720 }}>
        <Table size="small" aria-labelledby="permissions-title">
          <TableHead>
            <TableRow>
              <TableCell scope="col">{translate('app.permissions.area')}</TableCell>
              <TableCell scope="col">{showLabel}</TableCell>
              <TableCell scope="col">{execLabel}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {AREAS.map((area: Area) => {
              const areaLabel = translate(`app.permissions.areas.${area}`);
              return (
                <TableRow key={area}>
                  <TableCell component="th" scope="row">
                    {areaLabel}
                  </TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
                    <LevelSelect
                      source={`show_${area}`}
                      kind="show"
                      ariaLabel={`${areaLabel} – ${showLabel}`}
                    />
                  </TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
                    {area === 'reports' ? (
                      <Typography variant="body2" color="text.secondary">
                        {translate('app.permissions.view_only')}
                      </Typography>
                    ) : (
                      <LevelSelect
                        source={`exec_${area}`}
                        kind="exec"
                        ariaLabel={`${areaLabel} – ${execLabel}`}
                      />
                    )}
                    {area === 'sms' && (
                      <Box sx={{ mt: 1.5 }}>
                        <LevelSelect
                          source="send_sms"
                          kind="send"
                          ariaLabel={translate('app.permissions.send_sms')}
                          label={translate('app.permissions.send_sms')}
                        />
                      </Box>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('app.permissions.legend')}
      </Typography>
    </Box>
  );
}
