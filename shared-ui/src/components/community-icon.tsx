import type { CommunityIconName } from '@cci/contracts';
import {
  Baby,
  BookOpen,
  Dumbbell,
  GraduationCap,
  HeartHandshake,
  Landmark,
  Palette,
  Rocket,
  Scale,
  Users,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<CommunityIconName, LucideIcon> = {
  'heart-handshake': HeartHandshake,
  baby: Baby,
  rocket: Rocket,
  landmark: Landmark,
  palette: Palette,
  'graduation-cap': GraduationCap,
  'book-open': BookOpen,
  dumbbell: Dumbbell,
  scale: Scale,
  users: Users,
};

/** The icon of a community by its stored icon name; unknown names fall back to a people icon. */
export function CommunityIcon({ name, size = 20 }: { name: string; size?: number }) {
  const Icon = ICONS[name as CommunityIconName] ?? Users;
  return <Icon size={size} aria-hidden="true" focusable="false" />;
}
