import { routeSection } from '../../plugins/routeSection';
import leaveTypes from './leaveTypes';
import payments from './payments';
import staff from './staff';
import vacations from './vacations';

/** Personel: staff, their leave types and leave (issue 12). */
export default routeSection(leaveTypes, payments, staff, vacations);
