/** A one-line progress bar on stderr (redrawn in place on a terminal, plain lines otherwise). */
export const progressBar = (label: string) => {
  const tty = process.stderr.isTTY;
  let lastPercent = -1;
  return {
    update: (done: number, total: number) => {
      const percent = total > 0 ? Math.floor((done / total) * 100) : 100;
      if (percent === lastPercent) {
        return;
      }
      lastPercent = percent;
      const width = 30;
      const filled = Math.round((percent / 100) * width);
      const line = `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${percent}% (${done}/${total})`;
      process.stderr.write(tty ? `\r${line}` : `${line}\n`);
    },
    done: () => {
      if (tty) {
        process.stderr.write('\n');
      }
    },
  };
};
