/** GET /survey/{id}: the poll with its counts and who voted. */
export interface SurveyResult {
  option_id: number;
  text: string;
  votes: number;
  /** Percent with two decimals; the options' percents sum to exactly 100 (the server shares them out). */
  head_percent: number;
  land: number;
  land_percent: number;
}

export interface SurveyVoter {
  resident_id: number;
  name: string;
  flats: string;
  land: number;
  vote: number | null;
  voted_at: string | null;
}

export interface SurveyDetail {
  id: number;
  title: string;
  question: string;
  end_date: string;
  weighting: 'head' | 'land';
  open: boolean;
  options: { id: number; text: string }[];
  results: SurveyResult[];
  total_votes: number;
  total_land: number;
  voters: SurveyVoter[];
}
