/** The viewer frame's inner size, which a photo or a PDF page is fitted into. */
export interface FrameSize {
  width: number;
  height: number;
}
