import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, useCanAccess } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ImportKind } from './importKinds';

/**
 * The list toolbar's link to the Excel import wizard (/import/apartments, /import/residents or /import/debts),
 * shown only to users who may add records of that kind: `<ImportButton kind="apartments" />`.
 */
export function ImportButton({ kind }: { kind: ImportKind }) {
  const { canAccess } = useCanAccess({ resource: kind, action: 'create' });
  if (!canAccess) return null;
  return (
    <Button component={Link} to={`/import/${kind}`} label="app.import.button">
      <UploadFileIcon />
    </Button>
  );
}
