-- CreateTable
CREATE TABLE "SiteVisitDay" (
    "day" TEXT NOT NULL PRIMARY KEY,
    "views" INTEGER NOT NULL DEFAULT 0,
    "visitors" INTEGER NOT NULL DEFAULT 0
);

-- CreateTable
CREATE TABLE "PageViewDay" (
    "day" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "postId" INTEGER,
    "views" INTEGER NOT NULL DEFAULT 0,
    "visitors" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("day", "path", "language")
);

-- CreateTable
CREATE TABLE "ReferrerDay" (
    "day" TEXT NOT NULL,
    "host" TEXT NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("day", "host")
);

-- CreateTable
CREATE TABLE "VisitorSeen" (
    "day" TEXT NOT NULL,
    "visitorKey" TEXT NOT NULL,
    "scope" TEXT NOT NULL,

    PRIMARY KEY ("day", "visitorKey", "scope")
);

-- CreateIndex
CREATE INDEX "PageViewDay_postId_day_idx" ON "PageViewDay"("postId", "day");
