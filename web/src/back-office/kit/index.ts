/**
 * The back-office UI kit. Only lazily loaded admin / event-manager chunks import it (eslint forbids
 * it in app/, features/, components/ and lib/), so public pages never download it.
 */
export { registerBackOfficeTexts, BACK_OFFICE_NS } from './back-office-namespace';

export { DataList, type DataListProps } from './data-list';
export { ColumnChooser } from './column-chooser';
export { ListPager } from './list-pager';
export { readColumnVisibility, useColumnVisibility, type ColumnVisibility } from './column-visibility';
export { LIST_PAGE_SIZE, type DataListColumn, type ListEnvelope, type ListSort } from './list-types';

export {
  booleanFilter,
  dateRangeFilter,
  listQuery,
  selectFilter,
  textFilter,
  type DateRange,
  type FilterDefinitions,
  type FilterValues,
  type ListQuery,
  type TriState,
} from './list-filters';
export { useListFilters, type ListFilters, type ListFiltersOptions } from './use-list-filters';
export { listQueryProps } from './list-query-props';
export { HistoryTable, type HistoryTableProps } from './history-table';
export { ActionHistory, type ActionHistoryEntry } from './action-history';
export { TableSection, type TableSectionColumn } from './table-section';
export { ToolPanel } from './tool-panel';
export { DetailSection } from './detail-section';
export { CaptionedTable } from './captioned-table';
export { QueryProblem } from './query-problem';
export { LoadFailed } from './load-failed';
export { Fact } from './fact';
export {
  eventRacesQuery,
  permittedCatalogueQuery,
  permittedEvents,
  permittedSeries,
} from './permitted-catalogue';
export { FilterForm, type FilterField } from './filter-form';
export { labelledFields } from './labelled-fields';
export {
  catalogueFilter,
  catalogueListQuery,
  queryText,
  useCatalogueList,
  useSearchCatalogueList,
} from './use-catalogue-list';
export { SearchCatalogueList } from './search-catalogue-list';

export { useBackOfficeForm, type BackOfficeFormOptions } from './use-back-office-form';
export { translatedZodResolver } from './zod-form-resolver';
export { BackOfficeForm, type BackOfficeFormProps } from './back-office-form';
export { FormField, fieldErrorTexts, type FormFieldProps } from './form-field';
export { SelectField, type SelectOption } from './select-field';
export { CheckboxField } from './checkbox-field';
export { CheckboxGroupField } from './checkbox-group-field';
export { SubmitButton } from './submit-button';
export { FormPanel, SaveCancel } from './form-panel';
export { EditDeleteActions } from './row-actions';
export { DeleteAndLeave } from './delete-and-leave';
export { applyServerErrors } from './apply-server-errors';

export { useUnsavedChangesGuard } from './use-unsaved-changes-guard';
export { ConfirmProvider, useConfirm, type Confirm, type ConfirmOptions } from './confirm-dialog';
export { useAskThenRun } from './use-ask-then-run';
export { chosenSeries, seriesFilterField } from './series-filter';
export { TriggerDialog } from './trigger-dialog';

export { RemoteSelect, REMOTE_SELECT_MIN_LENGTH, type RemoteSelectProps } from './remote-select';
export { Typeahead, type TypeaheadProps } from './typeahead';
export type { ComboboxOption } from './combobox-shell';
export { foldText } from './fold-text';

export { DateInput } from './date-input';
export { DateTimeInput } from './date-time-input';
export { DateRangeFields } from './date-range-fields';
export { LanguageToggle } from './language-toggle';
export { MoneyInput } from './money-input';
export { positiveAmountText } from './amount-text';

export { FileUpload, type FileUploadProps } from './file-upload';
export { saveDownload, type DownloadedFile } from './save-download';
export { checkFile, formatBytes, type FileLimits, type FileProblem } from './file-limits';
export {
  uploadWithProgress,
  UploadError,
  UPLOAD_TIMEOUT_MS,
  type UploadOptions,
  type UploadProgress,
  type UploadResult,
} from './upload-with-progress';

export { JobProgress, type JobState } from './job-progress';
export {
  awaitJob,
  jobEnded,
  jobKey,
  jobProgressState,
  jobQuery,
  uploadAndStartJob,
  type UploadTarget,
} from './jobs';
export { ProgressBar } from './progress-bar';
export { CATALOGUE_KEYS, useCatalogueFilters } from './use-catalogue-filters';

export { RichTextField, type RichTextFieldProps, type RichTextHandle } from './rich-text-field';
export { keptByRichTextEditor } from './rich-text-markup';
export {
  BankPaymentLink,
  BankPaymentList,
  bankPaymentColumns,
  bankPaymentQuery,
  crownsToMinor,
  EMPTY_BANK_PAYMENT_FILTER,
  type BankPaymentBasics,
  type BankPaymentFilter,
  type BankPaymentListProps,
  type BankPaymentListText,
  type BankPaymentQuery,
} from './bank-payment-list';
export {
  FILE_JOB_ACCEPT,
  FILE_JOB_MAX_BYTES,
  FileJobWithPreview,
  JobReportTable,
  useJobResult,
  type FileJobMode,
  type FileJobWithPreviewProps,
} from './file-job-with-preview';
export { placesSoldIn, useClosingSales, type ClosingSalesOptions } from './closing-sales';
