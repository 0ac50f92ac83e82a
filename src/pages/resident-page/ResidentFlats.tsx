import { Box, List, ListItem, ListItemText } from '@mui/material';
import type { ResidentSummary } from '../../dataProvider/custom/residentPage';
import { EmptyText, ResidentSection } from './ResidentSection';
import { fill, useResidentPage } from './residentContext';

/**
 * The flats the resident owns, rents or holds a share of, with their role in each and the payment code that
 * lets a bank transfer find the flat.
 */
export function ResidentFlats({ flats }: { flats: ResidentSummary['flats'] }) {
  const { texts } = useResidentPage();
  return (
    <ResidentSection title={texts.flats.title}>
      {flats.length === 0 ? (
        <EmptyText>{texts.flats.empty}</EmptyText>
      ) : (
        <List dense disablePadding>
          {flats.map((flat) => (
            <ListItem key={`${flat.flat} ${flat.role}`} disableGutters>
              <ListItemText
                primary={flat.flat}
                secondary={
                  <>
                    <span>{texts.flats.roles[flat.role_type]}</span>
                    {flat.payment_code && (
                      <Box component="span" sx={{ display: 'block' }}>
                        {fill(texts.flats.payment_code, { code: flat.payment_code })}
                      </Box>
                    )}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </ResidentSection>
  );
}
