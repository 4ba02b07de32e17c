/** The shape of `GET /api/dashboard` and of the grouped rows it is assembled from. */
import type { REGISTRATION_STATUSES } from '../../resources/registrations';
import type { DashboardFilters, Period } from './params';
import type { ClassificationGroup, DelayGroup, Timeliness } from './timeliness';

export type Status = (typeof REGISTRATION_STATUSES)[number];

/** Registrations, and their sick animals (males + females). */
export interface Counts {
  registrations: number;
  animals: number;
  males: number;
  females: number;
}

interface Sums {
  registrations: number;
  males: number;
  females: number;
}

export interface RegistrationGroup extends Sums {
  specie_id: number;
  specie: string;
  breed_id: number | null;
  breed: string | null;
  status: string;
}

export interface DiseaseGroup extends Sums {
  specie_id: number;
  specie: string;
  disease_id: number;
  disease: string;
}

/** Registrations of one area (a province or a department) for the choropleth. */
export interface AreaGroup extends Sums {
  area_id: number;
}

export interface EvolutionGroup extends Sums {
  /** YYYY-MM, or YYYY-Www (ISO week). */
  bucket: string;
  disease_id: number;
  disease: string;
}

/** Where the grouped rows come from: the rollups (the endpoint) or the raw tables (the baseline). */
export interface SummarySource {
  /** The years holding registrations within the viewer's provinces and areas. */
  yearSpan(filters: DashboardFilters): Promise<{ first: number | null; last: number | null }>;
  registrationGroups(filters: DashboardFilters): Promise<RegistrationGroup[]>;
  diseaseGroups(filters: DashboardFilters): Promise<DiseaseGroup[]>;
  evolutionGroups(filters: DashboardFilters, period: Period): Promise<EvolutionGroup[]>;
  classificationGroups(filters: DashboardFilters): Promise<ClassificationGroup[]>;
  delayGroups(filters: DashboardFilters): Promise<DelayGroup[]>;
  provinceGroups(filters: DashboardFilters): Promise<AreaGroup[]>;
}

export interface Bucket {
  key: string;
  /** The bucket's first and last instants, for `created_at_gte` / `created_at_lte` list filters. */
  from: string;
  to: string;
}

export interface DashboardSummary {
  filters: {
    specie_id: number | null;
    year: number | null;
    province_id: number | null;
    /** The inclusive local days of the range, null when open. */
    from: string | null;
    to: string | null;
    period: Period;
    /** Confirmed cases only. */
    confirmed: boolean;
  };
  /** The IANA time zone of the days, months and weeks (DASHBOARD_TIME_ZONE). */
  time_zone: string;
  /** Years holding registrations, newest first. */
  years: number[];
  totals: Counts & { by_status: Record<Status, Counts> };
  species_by_disease: (Counts & { specie_id: number; specie: string; disease_id: number; disease: string })[];
  evolution: {
    period: Period;
    /** Every month (or ISO week) of the selection, in order, empty ones included. */
    buckets: Bucket[];
    rows: (Counts & { bucket: string; disease_id: number; disease: string })[];
  };
  by_species: (Counts & { specie_id: number; specie: string })[];
  by_breed: (Counts & { breed_id: number | null; breed: string | null; specie_id: number; specie: string })[];
  timeliness: Timeliness;
}
