import Description from '@mui/icons-material/DescriptionOutlined';
import Forum from '@mui/icons-material/ForumOutlined';
import MedicalInformation from '@mui/icons-material/MedicalInformationOutlined';
import Medication from '@mui/icons-material/MedicationOutlined';
import MonitorHeart from '@mui/icons-material/MonitorHeartOutlined';
import Vaccines from '@mui/icons-material/VaccinesOutlined';
import type { FacesheetSection } from './facesheet-paths.ts';

/** One picture per face sheet section, shared by the handheld buttons so each is found at a glance. */
export const SECTION_ICONS: Record<FacesheetSection, typeof Description> = {
  documents: Description,
  messages: Forum,
  vitals: MonitorHeart,
  allergies: Vaccines,
  medications: Medication,
  diagnoses: MedicalInformation,
};
