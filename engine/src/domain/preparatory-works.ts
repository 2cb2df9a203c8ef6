/** Where the bill's commentary on a statute section is stored (issue 27). */
export type PreparatoryNote = {
  /** The section commented on, as 'SFS N §'. */
  section: string;
  /** How the commentary is stored: the SFS of the law the bill prepared, and the chunk's reference. */
  sfs: string;
  reference: string;
};
