-- CreateTable
CREATE TABLE "BackupState" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "lastAt" TIMESTAMP(3),
    "lastFile" TEXT NOT NULL DEFAULT '',
    "lastBytes" BIGINT NOT NULL DEFAULT 0,
    "attemptAt" TIMESTAMP(3),
    "attemptError" TEXT NOT NULL DEFAULT '',
    "leasedUntil" TIMESTAMP(3),
    "leaseToken" TEXT,

    CONSTRAINT "BackupState_pkey" PRIMARY KEY ("id")
);
