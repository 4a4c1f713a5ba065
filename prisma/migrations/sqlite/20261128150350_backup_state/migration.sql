-- CreateTable
CREATE TABLE "BackupState" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT DEFAULT 1,
    "lastAt" DATETIME,
    "lastFile" TEXT NOT NULL DEFAULT '',
    "lastBytes" BIGINT NOT NULL DEFAULT 0,
    "attemptAt" DATETIME,
    "attemptError" TEXT NOT NULL DEFAULT '',
    "leasedUntil" DATETIME,
    "leaseToken" TEXT
);
