-- AlterTable
ALTER TABLE "PostTranslation" ADD COLUMN     "caughtUpAt" TIMESTAMP(3),
ADD COLUMN     "outOfDate" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "sourceText" TEXT,
ADD COLUMN     "textChangedAt" TIMESTAMP(3),
ADD COLUMN     "textHash" TEXT;

-- AlterTable
ALTER TABLE "PageTranslation" ADD COLUMN     "caughtUpAt" TIMESTAMP(3),
ADD COLUMN     "outOfDate" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "sourceText" TEXT,
ADD COLUMN     "textChangedAt" TIMESTAMP(3),
ADD COLUMN     "textHash" TEXT;
