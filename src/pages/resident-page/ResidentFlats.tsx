import { List, ListItem, ListItemText } from '@mui/material';
import type { ResidentSummary } from '../../dataProvider/custom/residentPage';
import { EmptyText, ResidentSection } from './ResidentSection';
import { useResidentPage } from './residentContext';

/** The flats the resident owns, rents or holds a share of, with their role in each. */
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
              <ListItemText primary={flat.flat} secondary={texts.flats.roles[flat.role_type]} />
            </ListItem>
          ))}
        </List>
      )}
    </ResidentSection>
  );
}
