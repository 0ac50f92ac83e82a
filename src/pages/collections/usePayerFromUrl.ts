import { useEffect, useRef } from 'react';
import { useGetOne } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { PayerOption } from '../../money/PayerPicker';

/**
 * The payer named in the URL (`?resident_id=` or `?apartment_id=`, from a resident's or a flat's page), chosen
 * once its record is in. A record that cannot be read leaves the picker empty.
 */
export function usePayerFromUrl(setPayer: (payer: PayerOption) => void) {
  const [params] = useSearchParams();
  const residentId = Number(params.get('resident_id')) || null;
  const apartmentId = residentId ? null : Number(params.get('apartment_id')) || null;
  const quiet = { retry: false, refetchOnWindowFocus: false };
  const resident = useGetOne(
    'residents',
    { id: residentId ?? 0 },
    { ...quiet, enabled: residentId !== null },
  );
  const apartment = useGetOne(
    'apartments',
    { id: apartmentId ?? 0 },
    { ...quiet, enabled: apartmentId !== null },
  );
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    if (residentId && resident.data) {
      done.current = true;
      setPayer({ kind: 'resident', id: residentId, label: `${resident.data.name} ${resident.data.surname}` });
    } else if (apartmentId && apartment.data) {
      done.current = true;
      setPayer({
        kind: 'apartment',
        id: apartmentId,
        label: `${apartment.data.building_name} ${apartment.data.identifier}`,
      });
    }
  }, [residentId, apartmentId, resident.data, apartment.data, setPayer]);
}
