import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { cities, districts, professionalDistricts, professionalWeeklyHours } from '../../db/schema';

/** What the professional's own profile (`/professional/me`) shows of her districts and hours. */

export interface ServedDistrict {
  id: string;
  displayName: string;
  city: string;
}

export async function districtsOf(db: Db, professionalId: string): Promise<ServedDistrict[]> {
  return db
    .select({ id: districts.id, displayName: districts.displayName, city: cities.displayName })
    .from(professionalDistricts)
    .innerJoin(districts, eq(districts.id, professionalDistricts.districtId))
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .where(eq(professionalDistricts.professionalId, professionalId))
    .orderBy(asc(cities.displayName), asc(districts.displayName));
}

export async function weeklyHoursOf(db: Db, professionalId: string) {
  return db
    .select({
      weekday: professionalWeeklyHours.weekday,
      startHour: professionalWeeklyHours.startHour,
      endHour: professionalWeeklyHours.endHour,
    })
    .from(professionalWeeklyHours)
    .where(eq(professionalWeeklyHours.professionalId, professionalId))
    .orderBy(asc(professionalWeeklyHours.weekday));
}
