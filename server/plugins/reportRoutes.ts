import { type Static, type TObject, type TProperties, type TSchema, Type } from 'typebox';
import type { Executor } from '../db';
import type { Access } from '../plugins/auth';
import type { Page, ReportFilters } from '../repositories/shared/reportQueries';
import type { App } from '../schemas/shared/http';
import { FormatQuery, ReportBody, reportFilters, reportPage, sendPdf } from '../schemas/shared/reports';
import { routeOptions } from '../schemas/shared/routeOptions';
import { accountReportPdf, type PdfContent } from '../services/reports/reportPdf';
import { sessionOf } from './auth';

type ReportBodyOf<Extra extends TProperties> = Static<TObject<typeof ReportBody & Extra>>;

export interface ReportRoute<Extra extends TProperties, Report, Answer extends TSchema> {
  path: string;
  access: Access;
  description: string;
  /** Fields of the body beyond the shared filters and page. */
  extra?: Extra;
  answer: Answer;
  /** The report of the caller's account: one page, or every row (`page` null) for the PDF. */
  run(
    exec: Executor,
    accountId: number,
    filters: ReportFilters,
    page: Page | null,
    body: ReportBodyOf<Extra>,
  ): Promise<Report>;
  pdf: {
    file: string | ((body: ReportBodyOf<Extra>) => string);
    content(report: Report, body: ReportBodyOf<Extra>): PdfContent;
  };
  json(report: Report, body: ReportBodyOf<Extra>): Static<Answer>;
}

/**
 * A report route (`POST <path>[?format=pdf]` with the filters in the body): one page of JSON with the totals of
 * every matching row, or the whole report as a PDF under the association's name. It only reads.
 */
export function reportRoute<Extra extends TProperties, Report, Answer extends TSchema>(
  app: App,
  route: ReportRoute<Extra, Report, Answer>,
): void {
  type Body = ReportBodyOf<Extra>;
  // The schemas validate each request; inside, the body is read through the route's typed functions.
  const body: TSchema = Type.Object({ ...ReportBody, ...route.extra });
  const answer: TSchema = route.answer;
  app.post(
    route.path,
    routeOptions(
      route.access,
      'reports',
      { description: route.description, querystring: FormatQuery, body },
      answer,
      { writes: false },
    ),
    async (request, reply) => {
      const { accountId } = sessionOf(request);
      const { format } = request.query as Static<typeof FormatQuery>;
      const values = request.body as Body;
      // A report only reads: the replica when there is one (plugins/readReplica.ts).
      const report = await route.run(
        app.readDb,
        accountId,
        reportFilters(values),
        reportPage(values, format),
        values,
      );
      if (format !== 'pdf') return route.json(report, values);
      const pdf = await accountReportPdf(app.readDb, accountId, route.pdf.content(report, values));
      const file = typeof route.pdf.file === 'string' ? route.pdf.file : route.pdf.file(values);
      return sendPdf(reply, pdf, file);
    },
  );
}
